import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@lastro/domain';
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

/** A one-row change-deals file as the page uploads it (multipart). */
function changeDealsUpload() {
  const boundary = '----lastro-matrix';
  const csv = `id_compromisso;id_domicilio\n${randomUUID()};${randomUUID()}\n`;
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    url: '/api/deals/update-domiciles/upload',
    grants: [[PERMISSIONS.importacao_alterar_contrato, ['create']]],
    // Accepted for every holder of the permission; a deal of another creditor is a refused row.
    expect: outcomes.permission(202, 202),
    request: () => changeDealsUpload(),
  },
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
