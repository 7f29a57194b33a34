import {
  MESSAGES,
  PERMISSIONS,
  formatDate,
  holderTypeOf,
  registeredContractQuerySchema,
  registeredUnitLines,
  type RegisteredContractQuery,
  type RegisteredContractResponse,
  type RegisteredUnitLine,
} from '@lastro/domain';
import { scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import type { RegisteredContractsService } from './registered-contracts.service';

type Line = RegisteredUnitLine & { contract: RegisteredContractResponse };

/** A contract reaches at most this many URs in a download (a 12-installment one reaches ~2,000). */
const ROW_CAP = 20_000;

/**
 * The 'Tabela de URs' of one registered contract as a spreadsheet, written at once: the
 * receivable export columns of spec 3 §3, in the screen's order (by due date).
 */
export function registeredUnitsExportSource(service: RegisteredContractsService): ExportSource<Line, RegisteredContractQuery> {
  return {
    kind: 'registered-contract-units',
    fileBaseName: 'contrato-registrado',
    sheetName: MESSAGES.registeredContracts.sheetName,
    route: {
      url: '/registered-contracts/export',
      auth: perm(PERMISSIONS.cad_contratos_registrados, 'read'),
      tags: ['commitments'],
      summary: 'Baixa a tabela de URs de um contrato registrado (xlsx ou CSV, na hora)',
      stream: { rowCap: ROW_CAP },
    },
    params: registeredContractQuerySchema,
    authorize: async ({ external_reference }, auth) => {
      await service.find(auth, external_reference);
    },
    columns: [
      { header: 'document_acquirer', width: 18, value: (r) => r.document_acquirer },
      { header: 'arrangement_code', width: 10, value: (r) => r.arrangement_code },
      { header: 'external_reference', width: 40, value: (r) => r.contract.external_reference },
      { header: 'reference_id', width: 40, value: (r) => r.contract.reference_id },
      { header: 'document_holder', width: 18, value: (r) => r.contract.bank_account.document_holder },
      { header: 'type', width: 6, value: (r) => r.contract.bank_account.type },
      { header: 'ispb', width: 10, value: (r) => r.contract.bank_account.isbp },
      { header: 'agency', width: 8, value: (r) => r.contract.bank_account.agency ?? '' },
      { header: 'account', width: 14, value: (r) => r.contract.bank_account.number ?? '' },
      { header: 'due_date', width: 12, value: (r) => formatDate(r.due_date) },
      { header: 'total_constituted_value', width: 16, value: (r) => r.amount_total },
      { header: 'effect_constituted_value', width: 16, value: (r) => r.amount_effect },
      { header: 'division_rules', width: 12, value: (r) => r.division },
      { header: 'encumbrance_indicator', width: 8, value: (r) => r.encumbrance_indicator },
      { header: 'document_type_final_user_receiver', width: 8, value: (r) => holderTypeOf(r.asset_holder_document) },
      { header: 'document_final_user_receiver', width: 18, value: (r) => r.asset_holder_document },
      { header: 'holder_document', width: 18, value: (r) => r.contract.requestor_document },
      { header: 'constituition', width: 14, value: (r) => r.constitution },
      { header: 'amount_blocked', width: 16, value: (r) => r.amount_blocked },
      { header: 'amount_encumbrance', width: 16, value: (r) => r.amount_effect },
    ],
    async *read({ external_reference }, scope) {
      const contract = await service.find(scopeAsAuth(scope), external_reference);
      yield registeredUnitLines(contract).map((line) => ({ ...line, contract }));
    },
  };
}
