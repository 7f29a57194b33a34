import { randomUUID } from 'node:crypto';
import { imports } from '../../db/schema';
import type { Expectations, MatrixContext, MatrixEntry } from './types';
import { outcomes } from './types';

/** An import belongs to the account that uploaded it: only it and the admins read it. */
const onlyOwnerOrAdmin: Expectations = { anonymous: 401, lacking: 404, otherCreditor: 404, withPermission: 404, admin: 200 };

/** A finished import of a fresh user of creditor A (written straight: the route under test only reads it). */
async function someonesImport(ctx: MatrixContext) {
  const owner = await ctx.creditorAccount();
  const id = randomUUID();
  await ctx.db.insert(imports).values({
    id,
    kind: 'change-deals',
    accountId: owner.id,
    creditorId: ctx.creditorA.id,
    options: {},
    scope: { accountId: owner.id, accountType: 'Creditor', isAdmin: false, creditorId: ctx.creditorA.id },
    fileName: 'matriz.csv',
    fileSha256: '0'.repeat(64),
    fileKey: `imports/matriz/${id}.csv`,
    sizeBytes: 10,
    encoding: 'utf-8',
    separator: ';',
    state: 'completed',
    totalLines: 1,
  });
  return id;
}

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/imports',
    // Each caller's own latest import of the kind.
    expect: outcomes.signedIn(200),
    request: () => ({ query: { kind: 'change-deals', active: true } }),
  },
  {
    method: 'GET',
    url: '/api/imports/:id',
    expect: onlyOwnerOrAdmin,
    request: async (ctx) => ({ url: `/api/imports/${await someonesImport(ctx)}` }),
  },
];
