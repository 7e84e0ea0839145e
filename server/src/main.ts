import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { importPictureFiles } from './db/pictures.js';
import { analyzeChangedTables } from './db/statistics.js';
import { notifyCachesStale } from './http/cache-coherence.js';
import { DatabaseInUseError } from './lib/data-folder-lock.js';
import { grantConfiguredAdmins } from './modules/admin/service.js';
import { deleteExpiredSessions } from './modules/auth/sessions.js';
import { imagesDirOf } from './modules/institution/images.js';
import { prepareInstitutions } from './modules/institution/load.js';
import { seedDemo } from './seed/demo.js';

/** How long SIGTERM waits for requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main() {
  const config = loadConfig();
  const institutions = await prepareInstitutions(config.institutionConfigPath, imagesDirOf(config.dataDir));
  const institution = institutions.en;
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir, cacheMb: config.pgliteCacheMb },
  );
  await database.migrate();
  const app = await buildApp({ config, database, institution, institutions });
  await importOldPictureFiles(app, database, config.dataDir);
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, institution, { privacyRequestDays: config.privacyRequestDays });
    if (seeded) app.log.info(seeded, 'fresh database: demo content added (SEED_DEMO=false to skip)');
  }
  await grantAdminsFromConfig(app, database, config.adminEmails);

  // Expired sessions no longer authenticate anyone; removing them hourly keeps the table small.
  // PGlite has no autovacuum: the same hourly turn refreshes the planner's statistics of the
  // tables that changed (db/statistics.ts).
  const sweepSessions = async () => {
    await deleteExpiredSessions(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session sweep failed'),
    );
    if (database.driver === 'pglite') {
      await analyzeChangedTables(database.db).then(
        (tables) => tables.length > 0 && app.log.info({ tables }, 'planner statistics refreshed'),
        (error: unknown) => app.log.warn({ err: error }, 'analyze failed'),
      );
    }
  };
  await sweepSessions();
  const sweepTimer = setInterval(() => void sweepSessions(), 3_600_000);
  sweepTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(sweepTimer);
    app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
    // Past the grace period, connections still open are cut, so an orchestrator's hard kill never comes first.
    const deadline = setTimeout(() => {
      app.log.warn(
        { graceMs: SHUTDOWN_GRACE_MS },
        'requests still running at the end of the grace period: closing them',
      );
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
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

/** Pictures kept as files in DATA_DIR/uploads before docs/decisions/0023 are copied into the database. */
async function importOldPictureFiles(app: FastifyInstance, database: DatabaseHandle, dataDir: string) {
  const uploadsDir = path.join(dataDir, 'uploads');
  const { imported, unused } = await importPictureFiles(database.db, uploadsDir);
  if (imported > 0) app.log.info({ imported, uploadsDir }, 'picture files copied into the database');
  if (imported > 0 || unused > 0) {
    app.log.info(
      { uploadsDir, unused },
      'pictures live in the database now (docs/decisions/0023): once the portal shows them, the folder can be deleted',
    );
  }
}

/** ADMIN_EMAILS: the named accounts become admins (audited); addresses with no account are only reported. */
async function grantAdminsFromConfig(app: FastifyInstance, database: DatabaseHandle, emails: string[]) {
  if (emails.length === 0) return;
  const { granted, missing, suspended } = await grantConfiguredAdmins(database.db, emails);
  if (granted.length > 0) {
    app.log.info({ emails: granted }, 'ADMIN_EMAILS: made admins');
    // Other processes on the same PostgreSQL may hold these accounts' sessions in memory.
    await notifyCachesStale(database);
  }
  if (missing.length > 0) {
    app.log.warn({ emails: missing }, 'ADMIN_EMAILS: no account uses these addresses; sign up with them, then restart');
  }
  if (suspended.length > 0) {
    app.log.warn({ emails: suspended }, 'ADMIN_EMAILS: these accounts are suspended; restore them at /admin first');
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseInUseError;
  process.stderr.write(`${known ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
