import { isAbsolute, resolve } from 'node:path';
import { loadConfig } from '../config';
import { migrateToLatest, openConfiguredDatabase } from '../db/database';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { importPackFile } from './import-pack';

/**
 * `npm run pack:import -- <file>`. npm runs workspace scripts in the workspace folder, so a
 * relative path is taken from where the command was typed (INIT_CWD).
 */
const main = async () => {
  const argument = process.argv[2];
  if (!argument) {
    console.error('usage: npm run pack:import -- <pack.json>');
    process.exit(2);
  }
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const packFile = isAbsolute(argument) ? argument : resolve(invokedFrom, argument);
  const config = loadConfig(process.env, invokedFrom);
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const summary = await importPackFile(
      {
        db: database.db,
        storage: createLocalStorage(config.uploadDir),
        passwords: createPasswordHasher(config.passwordHashing),
      },
      packFile,
    );
    console.log(
      `${summary.created ? 'Created' : 'Updated'} tenant ${summary.factoryCode}: ` +
        `${summary.organisations} organisations, ${summary.members} members, ${summary.assets} assets, ` +
        `${summary.questionBanks} question banks (${summary.questions} questions), ${summary.papers} papers, ` +
        `${summary.inmailMessages} in-mail messages, ${summary.notices} notices, ${summary.news} news items`,
    );
  } finally {
    await database.db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
