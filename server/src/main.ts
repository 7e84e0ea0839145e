import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed.js';
import { deleteExpiredSessions } from './http/sessions.js';
import { loadInstitution } from './modules/institution/load.js';

async function main() {
  const config = loadConfig();
  const institution = loadInstitution(config.institutionConfigPath);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ config, database, institution });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, institution);
    if (seeded) app.log.info(seeded, 'fresh database: demo content added (SEED_DEMO=false to skip)');
  }

  // Expired sessions no longer authenticate anyone; removing them hourly keeps the table small.
  const sweepSessions = () =>
    deleteExpiredSessions(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
  await sweepSessions();
  const sweepTimer = setInterval(sweepSessions, 3_600_000);
  sweepTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(sweepTimer);
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${institution.associationName} portal on http://localhost:${config.port} (database: ${
      database.driver === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'
    })`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
