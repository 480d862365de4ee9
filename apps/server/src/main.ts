import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/database';
import { loadConfig } from './config';
import { importDemoPackIfEmpty } from './packs/demo-pack';
import { answerDiagnosticsOverIpc } from './platform/diagnostics/runtime-diagnostics';
import { createPasswordHasher } from './platform/security/passwords';
import { createLocalStorage } from './platform/storage/local-storage';

/** How long in-flight requests get to finish on SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

const start = async () => {
  const config = loadConfig();
  if (config.runtimeDiagnostics === 'ipc') answerDiagnosticsOverIpc();
  const database = openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.db.destroy());

  // docs/decisions/0021: an uncaught exception may have left any state half changed, so the
  // process ends (gracefully); a rejection nobody handled is a bug to log, not a reason to stop.
  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, skip: ['unhandledRejection'] },
    async ({ signal, err }) => {
      if (err) app.log.fatal({ err }, 'shutting down after an uncaught exception');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
    },
  );
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });

  await importDemoPackIfEmpty(
    {
      db: database.db,
      storage: createLocalStorage(config.uploadDir),
      passwords: createPasswordHasher(config.passwordHashing),
    },
    config.demoPack,
    app.log,
  );
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : config.sqlitePath, release: config.releaseId },
    'Lectern is serving',
  );
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
