import {
  DatabaseSetupError,
  describeProblem,
  ensureDatabase,
  makeFolder,
  redactUrl,
} from '@adc/db/migrate';
import type { AppConfig } from './config';

/** A start-up failure told in one line that says what to do. */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/**
 * Creates what a fresh clone lacks before the server is built: the database (the SQLite file's
 * folder, or the PostgreSQL database when the role may create it) and the upload folder.
 */
export async function prepareToStart(config: AppConfig): Promise<{ createdDatabase: boolean }> {
  const { created } = await ensureDatabase(config.databaseUrl);
  try {
    makeFolder(config.uploadDir);
  } catch (error) {
    throw new StartupError(
      `Cannot create the upload folder ${config.uploadDir} (UPLOAD_DIR): ${describeProblem(error)}`,
      { cause: error },
    );
  }
  return { createdDatabase: created };
}

/** Runs a start-up step, turning its failure into one line about `what`. */
export async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartupError || error instanceof DatabaseSetupError) throw error;
    throw new StartupError(`${what}: ${describeProblem(error)}`, { cause: error });
  }
}

/** The one line printed for a failed start. */
export function describeStartupFailure(error: unknown, config: AppConfig | undefined): string {
  const code = (error as { code?: string } | null)?.code;
  const where = config ? `${config.host}:${config.port}` : 'the address';
  if (code === 'EADDRINUSE') {
    return `Cannot start: ${where} is already in use (another server?): set PORT to a free port`;
  }
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return `Cannot start: not allowed to listen on ${where}: choose a PORT above 1023`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot start: HOST ${config?.host ?? ''} is not an address of this machine`;
  }
  const line = describeProblem(error);
  return config
    ? `Cannot start: ${line.replaceAll(config.databaseUrl, redactUrl(config.databaseUrl))}`
    : `Cannot start: ${line}`;
}
