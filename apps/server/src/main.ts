import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './prepare-database';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_CREDITOR_EMAIL,
  DEMO_PASSWORD,
  seedDemoAccounts,
  seedDemoThroughModules,
} from './seeds';

const here = path.dirname(fileURLToPath(import.meta.url));

// Any number of SIGINT/SIGTERM, from the terminal's process group, from scripts/start.mjs or
// from both, run one shutdown: the app closes, then the database (an embedded PostgreSQL is
// stopped and waited for), then the process leaves. A signal that arrives while the database
// is still opening waits for it to open and then stops it, so no PostgreSQL is left behind.
let shuttingDown: Promise<void> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let databaseOpening: ReturnType<typeof openDatabase> | undefined;

function shutdown(signal: NodeJS.Signals): Promise<void> {
  shuttingDown ??= (async () => {
    console.log(`\n${signal}: encerrando o Lastro…`);
    if (app) await app.close().catch(() => undefined);
    const database = await databaseOpening?.catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(0);
  })();
  return shuttingDown;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

async function main() {
  const config = loadConfig(process.env, {});
  config.webDist ??= path.resolve(here, '../../web/dist');
  databaseOpening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => console.log(line),
  });
  const database = await databaseOpening;
  if (shuttingDown) return;
  await prepareDatabase(database);
  let seeded = false;
  if (config.seedDemo) seeded = (await seedDemoAccounts(database.db)).created;

  app = await buildApp({ config, database });
  if (shuttingDown) return;

  // Merchants, opt-ins and schedule queries go through the modules and the registry: once the
  // modules have started, before the first request is answered.
  if (seeded) {
    await app.ready();
    await seedDemoThroughModules(database.db, app, { reconciliation: config.seedDemoReconciliation });
  }
  if (shuttingDown) return;
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PostgreSQL embutido em ${path.join(config.dataDir, 'pg')}`;
  console.log(`\nLastro pronto em http://localhost:${config.port}  (banco: ${where})`);
  console.log(`Documentação da API: http://localhost:${config.port}/api/docs`);
  if (config.seedDemo) {
    console.log(`${seeded ? 'Contas de demonstração criadas' : 'Contas de demonstração'} (senha ${DEMO_PASSWORD}):`);
    console.log(`  administrador: ${DEMO_ADMIN_EMAIL}`);
    console.log(`  fornecedor:    ${DEMO_CREDITOR_EMAIL}\n`);
  }
}

main().catch(async (err) => {
  if (shuttingDown) return;
  console.error(err);
  const database = await databaseOpening?.catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
