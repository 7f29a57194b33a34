import { generateCnpj } from '@lastro/domain';
import { CREDITOR_USER } from './accounts';
import type { ApiClient } from './api';

// A demo merchant of the demo supplier with an active opt-in (apps/server/src/seeds/schedules.seed.ts).
export const PADARIA = generateCnpj({ seed: 101 });

/**
 * What the import needs and the demo lacks: the supplier's type parameters and an originator
 * with an active domicile (fresh per run); the merchant's acquirer and arrangement as the
 * registry's discovery answers them.
 */
export async function prepareImportSupplier(api: ApiClient) {
  const creditors = await api.get<{ results: { id: string; company_name: string; trading_name: string }[] }>('creditors', { limit: 999999 });
  const creditor = creditors.results.find((c) => c.company_name === CREDITOR_USER.companyName)!;
  const values = { tipo_transacao: 'ambos', tipo_contrato: 'todos', gcap: '1' };
  await api.post(`creditors/${creditor.id}/parameters`, {
    parameters: Object.entries(values).map(([parameter_key, parameter_value]) => ({ parameter_key, parameter_value })),
  });
  const document = generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31) });
  await api.json('POST', 'parceiro/originador', {
    query: { creditor_id: creditor.id },
    body: {
      originadores: [
        {
          cnpj_originador: document,
          razao_social: `Originadora Importação ${document.slice(0, 6)}`,
          domicilios: [{ cnpj_domicilio: document, titulo_domicilio: 'Conta Importação', banco: '001', ispb: '00000000', agencia: '0001', conta: '54321', digito: '6', tipo_conta: 'CC' }],
        },
      ],
    },
  });
  const originators = await api.get<{ results: { cnpj_originador: string; domicilios: { id: string }[] }[] }>('parceiro/originador', {
    creditor_id: creditor.id,
    backoffice: true,
    limit: 999999,
  });
  const domicileId = originators.results.find((o) => o.cnpj_originador === document)!.domicilios[0]!.id;
  const status = await api.get<{ registry_date: string }>('merchants/status', { document: PADARIA, creditor_id: creditor.id });
  const relations = await api.get<{ results: { acquirer_document: string; arrangement_code: string }[] }>('merchants/relations', {
    documentNumber: PADARIA,
    creditor_id: creditor.id,
  });
  return { creditor, domicileId, today: status.registry_date, acquirer: relations.results[0]!.acquirer_document, arrangement: relations.results[0]!.arrangement_code };
}

export type ImportSupplier = Awaited<ReturnType<typeof prepareImportSupplier>>;
