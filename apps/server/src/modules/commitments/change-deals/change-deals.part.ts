import { z } from 'zod';
import { CHANGE_DEALS_COLUMNS, PERMISSIONS, parseChangeDealsRecord, type ChangeDealsRow } from '@lastro/domain';
import { scopeAsAuth } from '../../../lib/export-source';
import type { ImportSource } from '../../../lib/import-source';
import { perm } from '../../../plugins/route-auth';
import type { CommitmentsPart } from '../commitments.ports';
import type { DetailService } from '../detail/detail.service';

/**
 * 'Alterar Contratos' (spec 3 §2.4): a file of (id_compromisso, id_domicilio) run through the
 * detail's domicile change, item by item as PATCH deals/update-domiciles does — each change
 * goes to the registry first, so it cannot be one set-based write. Importing the same file
 * again changes nothing twice: the second time each row is refused as already on that domicile.
 */
export function changeDealsImportSource(
  service: Pick<DetailService, 'updateDomiciles'>,
): ImportSource<ChangeDealsRow, Record<string, never>> {
  return {
    kind: 'change-deals',
    route: {
      url: '/deals/update-domiciles/upload',
      auth: perm(PERMISSIONS.importacao_alterar_contrato, 'create'),
      summary: 'Importa um arquivo de alteração de domicílio de compromissos (id_compromisso;id_domicilio)',
      tags: ['deals'],
    },
    options: z.object({}),
    columns: CHANGE_DEALS_COLUMNS,
    // Each row waits for the registry: small batches keep the bar moving.
    batchSize: 200,
    parseRow: (record) => parseChangeDealsRecord(record),
    async writeBatch(rows, _options, scope) {
      const auth = { ...scopeAsAuth(scope), name: scope.name ?? '' };
      const results = await service.updateDomiciles(auth, { domicilios: rows.map((r) => r.row) });
      const refused = new Map<number, string>();
      results.forEach((result, i) => {
        const line = rows[i]?.line;
        if (line !== undefined && !result.success) refused.set(line, result.message);
      });
      return refused;
    },
  };
}

/** The change-deals import of the commitments module (POST deals/update-domiciles/upload). */
export function createChangeDealsPart(detail: Pick<DetailService, 'updateDomiciles'>): CommitmentsPart {
  return { importSources: [changeDealsImportSource(detail)] };
}
