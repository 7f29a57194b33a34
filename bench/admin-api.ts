import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import { accounts } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';

/**
 * An administrator signed in to `app`, and a GET of one list route as that administrator
 * (what the list benchmarks time: auth, session check, validation, repository, serialisation).
 */
export async function adminListApi(database: Database, app: FastifyInstance, route: string) {
  await database.db.insert(accounts).values({
    email: 'bench@lastro.dev',
    name: 'Bench',
    passwordHash: await hashPassword('Bench@2026'),
    accountType: 'Backoffice',
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in',
    payload: { email: 'bench@lastro.dev', password: 'Bench@2026' },
  });
  const token = signIn.json().token as string;
  const get = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `${route}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };
  return Object.assign(get, { token });
}
