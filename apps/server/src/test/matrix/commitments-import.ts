import { COMMITMENT_IMPORT_COLUMNS, PERMISSIONS, SMOKE_COMMITMENT_IMPORT_COLUMNS } from '@lastro/domain';
import type { MatrixContext, MatrixEntry } from './types';
import { outcomes } from './types';

/**
 * A commitment file for creditor A as the page uploads it (multipart: file + options). Creditor A
 * has no parameters, so a caller allowed to import for it is stopped by 'Parceiro não tem
 * parametros cadastrados' (400) before a job is queued; importing for real is covered by the
 * import tests.
 */
function upload(ctx: MatrixContext, columns: readonly string[], fields: Record<string, string>) {
  const boundary = '----lastro-matrix';
  const csv = `${columns.join(';')}\n${columns.map(() => 'x').join(';')}\n`;
  const parts = Object.entries({ creditor_id: ctx.creditorA.id, deal_type: '2', deal_contract_type: '1', ...fields }).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    url: '/api/deals/upload',
    grants: [[PERMISSIONS.importacao_compromisso, ['create']]],
    expect: outcomes.permission(400),
    request: (ctx) => upload(ctx, COMMITMENT_IMPORT_COLUMNS, {}),
  },
  {
    method: 'POST',
    url: '/api/deals/upload-contract-smoke',
    grants: [[PERMISSIONS.importacao_compromisso_fumaca, ['create']]],
    expect: outcomes.permission(400),
    request: (ctx) => upload(ctx, SMOKE_COMMITMENT_IMPORT_COLUMNS, { deal_gcap: 'false' }),
  },
];
