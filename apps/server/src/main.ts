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

async function main() {
  const config = loadConfig(process.env, {});
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => console.log(line),
  });
  await prepareDatabase(database);
  let seeded = false;
  if (config.seedDemo) seeded = (await seedDemoAccounts(database.db)).created;

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Merchants, opt-ins and schedule queries go through the modules and the registry: once the
  // modules have started, before the first request is answered.
  if (seeded) {
    await app.ready();
    await seedDemoThroughModules(database.db, app);
  }
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
