import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { buildApp } from './app';
import { loadConfig } from './config';

/** The listening entry: migrate, seed an empty database, serve, print the URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  await migrate(config.databaseUrl);
  const db = createDb(config.databaseUrl);
  const app = await buildApp({ config, db });
  const seeded = await app.services.qa.seedIfEmpty();
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  console.info(
    `\nAd center is running at ${url}  (API docs: ${url}/docs)${seeded ? '  — seeded the personas' : ''}\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => db.$disconnect())
        .finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
