import {
  MESSAGES,
  PERMISSIONS,
  formatDateTime,
  formatDocument,
  formatPhone,
  maskCep,
  merchantAccountStatusLabel,
  merchantListFiltersSchema,
  yesNo,
  type MerchantListFilters,
} from '@lastro/domain';
import type { ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import { onboardingTypeOf, originOf, personTypeShort } from './merchants-list.service';
import type { MerchantListRecord } from './merchants-list.repository';
import type { MerchantsListService } from './merchants-list.service';

const M = MESSAGES.merchants;
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');

/**
 * The list 'Estabelecimentos' (same filters, newest first) as a job: GET merchant?account_id=
 * &view_full_api=&filters (spec 2 §7), up to 250,000 rows; creditor users get their own.
 */
export function merchantsExportSource(service: MerchantsListService): ExportSource<MerchantListRecord, MerchantListFilters> {
  return {
    kind: 'merchants',
    fileBaseName: 'estabelecimentos',
    sheetName: M.listTitle,
    route: {
      url: '/merchant',
      auth: perm(PERMISSIONS.cad_estabelecimento, 'read'),
      tags: ['exports'],
      summary: 'Exporta os estabelecimentos (assíncrono; view_full_api e filtros da lista; até 250.000 linhas)',
    },
    params: merchantListFiltersSchema,
    columns: [
      { header: M.typeColumn, width: 6, value: (r) => personTypeShort(r.typePerson) },
      { header: M.documentColumn, width: 22, value: (r) => formatDocument(r.documentNumber), copyCell: formatDocument },
      { header: M.tradingNameColumn, width: 30, value: (r) => r.tradingName },
      { header: M.companyNameColumn, width: 36, value: (r) => r.companyName },
      { header: M.supplierColumn, width: 30, value: (r) => r.creditorName ?? '' },
      { header: M.partnerColumn, width: 20, value: (r) => r.partnership ?? '' },
      { header: M.accountStatusColumn, width: 14, value: (r) => merchantAccountStatusLabel(r.accountStatus) },
      { header: M.originColumn, width: 12, value: (r) => originOf(r.originAccount).description },
      { header: M.onboardingTypeColumn, width: 16, value: (r) => onboardingTypeOf(r.onboardingType).description },
      { header: M.createdAtColumn, width: 18, value: (r) => formatDateTime(r.createdAt) },
      { header: M.activeColumn, width: 8, value: (r) => yesNo(r.active) },
      { header: M.optInColumn, width: 8, value: (r) => yesNo(r.optinStatus) },
      { header: M.contactNameColumn, width: 26, value: (r) => r.contactName ?? '' },
      { header: M.contactEmailColumn, width: 30, value: (r) => r.contactEmail ?? '' },
      { header: M.phoneColumn, width: 18, value: (r) => formatPhone(r.phoneNumber), copyCell: formatPhone },
      { header: M.zipCodeColumn, width: 11, value: (r) => maskCep(r.addressZipCode), copyCell: maskCep },
      {
        header: M.addressColumn,
        width: 40,
        value: (r) => joined(r.address, r.addressNumber, r.addressComplement, r.addressNeighborhood),
      },
      { header: M.cityColumn, width: 20, value: (r) => r.addressCity ?? '' },
      { header: M.stateColumn, width: 7, value: (r) => r.addressState ?? '' },
    ],
    count: (params, scope) => service.count(scope, params),
    read: (params, scope, chunkSize) => service.chunks(scope, params, chunkSize),
    copy: (params, scope) => service.copy(scope, params),
  };
}
