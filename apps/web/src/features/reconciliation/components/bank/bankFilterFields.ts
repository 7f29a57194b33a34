import { createElement } from 'react';
import { MESSAGES } from '@lastro/domain';
import type { FilterField, FilterOption } from '../../../../components';
import { FilterSwitch } from '../../../../components/FilterForm/FilterSwitch';
import type { BankFilters } from '../../api/bank';
import { ALL, optionsOf } from '../../api/item-query';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const all = { value: ALL, label: S.list.all };

export interface BankPickerOptions {
  creditors: readonly FilterOption[];
  companies: readonly FilterOption[];
  accounts: readonly FilterOption[];
  /** With 'Não identificada'. */
  acquirers: readonly FilterOption[];
}

/** The filter form of 'Conciliação Bancária' (spec 4 §2.4): 'Fornecedor' first for an administrator only. */
export function bankFilterFields(isAdmin: boolean, o: BankPickerOptions): FilterField<keyof BankFilters>[] {
  const fields: (FilterField<keyof BankFilters> | false)[] = [
    isAdmin && { name: 'creditor_id', label: S.list.supplier, type: 'select', options: [all, ...o.creditors] },
    { name: 'company_id', label: S.list.company, type: 'select', options: [all, ...o.companies] },
    { name: 'account_id', label: S.list.account, type: 'select', options: [all, ...o.accounts] },
    { name: 'acquirer_ids', label: S.list.acquirer, type: 'multiselect', options: o.acquirers },
    { name: 'date_from', label: B.dateFrom, type: 'date', size: { xs: 6, md: 3 } },
    { name: 'date_to', label: B.dateTo, type: 'date', notBefore: 'date_from', notBeforeMessage: MESSAGES.validation.endBeforeStart, size: { xs: 6, md: 3 } },
    { name: 'status', label: S.list.status, type: 'multiselect', options: optionsOf(S.itemStatus) },
    { name: 'match_type', label: B.matchFilter, type: 'select', options: [all, ...optionsOf(S.matchType)] },
    { name: 'only_differences', label: S.list.onlyDifferences, type: 'custom', render: (c) => createElement(FilterSwitch, c) },
  ];
  return fields.filter((f): f is FilterField<keyof BankFilters> => Boolean(f));
}
