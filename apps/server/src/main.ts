import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { describeStartupFailure, prepareToStart, step } from './startup';

/** The listening entry: prepare storage, migrate, seed an empty database, serve, print the URL. */
async function main(config: AppConfig): Promise<void> {
  await prepareToStart(config);
  await step('Cannot migrate the database', () => migrate(config.databaseUrl));
  const db = createDb(config.databaseUrl, { poolSize: config.databasePoolSize });
  const app = await step('Cannot build the server', () => buildApp({ config, db }));
  const seeded = await step('Cannot seed the database', () => app.services.qa.seedIfEmpty());
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.$disconnect().catch(() => undefined);
    throw error;
  }
  const url = `http://${config.host}:${config.port}`;
  console.info(
    `\nAd center is running at ${url}  (API docs: ${url}/docs)${seeded ? '  — seeded the personas' : ''}\n`,
  );
  // A stop reaches the server more than once (the runner signals the step's whole group, and
  // pnpm passes its own signal on): the first starts closing, the others wait for it.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= app
      .close()
      .then(() => db.$disconnect())
      .finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, close);
}

const config = loadConfig();
main(config).catch((error: unknown) => {
  // One readable line; the whole error only when asked for.
  console.error(describeStartupFailure(error, config));
  if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
  process.exit(1);
});
