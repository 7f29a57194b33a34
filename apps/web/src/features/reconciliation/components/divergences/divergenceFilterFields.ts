import { MESSAGES } from '@lastro/domain';
import type { FilterField, FilterOption } from '../../../../components';
import type { DivergenceFilters } from '../../api/divergences';
import { ALL, optionsOf } from '../../api/item-query';

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const all = { value: ALL, label: S.list.all };

export interface PickerOptions {
  creditors: readonly FilterOption[];
  companies: readonly FilterOption[];
  accounts: readonly FilterOption[];
  acquirers: readonly FilterOption[];
}

/** The filter form of 'Divergências' (spec 4 §2.6): 'Fornecedor' first for an administrator only. */
export function divergenceFilterFields(isAdmin: boolean, o: PickerOptions): FilterField<keyof DivergenceFilters>[] {
  const fields: (FilterField<keyof DivergenceFilters> | false)[] = [
    isAdmin && { name: 'creditor_id', label: S.list.supplier, type: 'select', options: [all, ...o.creditors] },
    { name: 'company_id', label: S.list.company, type: 'select', options: [all, ...o.companies] },
    { name: 'account_id', label: S.list.account, type: 'select', options: [all, ...o.accounts] },
    { name: 'acquirer_ids', label: S.list.acquirer, type: 'multiselect', options: o.acquirers },
    { name: 'types', label: D.typeFilter, type: 'multiselect', options: optionsOf(S.divergenceType) },
    { name: 'status', label: S.list.status, type: 'multiselect', options: optionsOf(S.divergenceStatus) },
    { name: 'date_from', label: D.referenceFrom, type: 'date', size: { xs: 6, md: 3 } },
    { name: 'date_to', label: D.referenceTo, type: 'date', notBefore: 'date_from', notBeforeMessage: MESSAGES.validation.endBeforeStart, size: { xs: 6, md: 3 } },
    { name: 'min_difference', label: D.minDifference, type: 'text', size: { xs: 6, md: 3 } },
    { name: 'age_min', label: D.minAge, type: 'text', size: { xs: 6, md: 3 } },
    { name: 'reason_codes', label: S.list.reason, type: 'multiselect', options: optionsOf(S.divergenceReason) },
  ];
  return fields.filter((f): f is FilterField<keyof DivergenceFilters> => Boolean(f));
}
