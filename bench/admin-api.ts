import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import { accounts } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';

/** An administrator signed in to `app`: its account id, and a GET of any route as that administrator. */
export async function adminApi(database: Database, app: FastifyInstance) {
  const [account] = await database.db
    .insert(accounts)
    .values({
      email: 'bench@lastro.dev',
      name: 'Bench',
      passwordHash: await hashPassword('Bench@2026'),
      accountType: 'Backoffice',
    })
    .returning({ id: accounts.id });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in',
    payload: { email: 'bench@lastro.dev', password: 'Bench@2026' },
  });
  const token = signIn.json().token as string;
  return {
    accountId: account!.id,
    token,
    async get(url: string) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res;
    },
  };
}

/**
 * A GET of one list route as a signed-in administrator (what the list benchmarks time: auth,
 * session check, validation, repository, serialisation).
 */
export async function adminListApi(database: Database, app: FastifyInstance, route: string) {
  const { get, token } = await adminApi(database, app);
  return Object.assign((query: string) => get(`${route}?${query}`), { token });
}
