import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { isStrongPassword, MESSAGES } from '@lastro/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { accounts } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { prepareDatabase } from '../prepare-database';

/**
 * Creates the first platform administrator on a PostgreSQL server (no default accounts
 * exist there). Usage: npm run create-admin -w @lastro/server -- --email a@b.com --name "Nome" --password "..."
 * (the password may also come from LASTRO_ADMIN_PASSWORD so it stays out of shell history).
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email?.trim();
  const name = values.name?.trim();
  const password = values.password ?? process.env.LASTRO_ADMIN_PASSWORD;
  if (!email || !name || !password) {
    console.error('Uso: create-admin --email <e-mail> --name <nome> --password <senha>');
    process.exit(2);
  }
  if (!isStrongPassword(password)) {
    console.error(MESSAGES.auth.passwordRule);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
    const existing = await database.db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = lower(${email})`);
    if (existing.length) {
      console.error(`Já existe uma conta com o e-mail ${email}.`);
      process.exit(1);
    }
    await database.db.insert(accounts).values({
      email,
      name,
      passwordHash: await hashPassword(password),
      accountType: 'Backoffice',
    });
    console.log(`Administrador ${email} criado.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
