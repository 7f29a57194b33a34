import { MESSAGES } from '@lastro/domain';
import { createElement } from 'react';
import type { FilterField, FilterOption } from '../../../../components';
import { FilterAutocomplete } from '../../../../components/FilterForm/FilterAutocomplete';
import { FilterSwitch } from '../../../../components/FilterForm/FilterSwitch';
import { ALL, optionsOf } from '../../api/item-query';
import type { ScheduleFilters } from '../../api/schedule';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
const all = { value: ALL, label: S.list.all };

export interface SchedulePickerOptions {
  creditors: readonly FilterOption[];
  accounts: readonly FilterOption[];
  acquirers: readonly FilterOption[];
  arrangements: readonly FilterOption[];
  /** 'Estabelecimento' (name — CNPJ/CPF); null: the reader may not list merchants, so no such filter. */
  merchants: readonly FilterOption[] | null;
}

/** The filter form of 'Conciliação de Agenda' (spec 4 §2.3): 'Fornecedor' first for an administrator only. */
export function scheduleFilterFields(isAdmin: boolean, o: SchedulePickerOptions): FilterField<keyof ScheduleFilters>[] {
  const fields: (FilterField<keyof ScheduleFilters> | false)[] = [
    isAdmin && { name: 'creditor_id', label: S.list.supplier, type: 'select', options: [all, ...o.creditors], clears: ['merchant_id'] },
    o.merchants !== null && { name: 'merchant_id', label: A.merchantFilter, type: 'custom', render: (c) => createElement(FilterAutocomplete, { ...c, options: o.merchants ?? [] }) },
    { name: 'acquirer_ids', label: S.list.acquirer, type: 'multiselect', options: o.acquirers },
    { name: 'arrangement_codes', label: A.arrangement, type: 'multiselect', options: o.arrangements },
    { name: 'contract', label: A.contract, type: 'text' },
    { name: 'account_id', label: S.list.account, type: 'select', options: [all, ...o.accounts] },
    { name: 'date_from', label: A.settlementFrom, type: 'date', size: { xs: 6, md: 3 } },
    { name: 'date_to', label: A.settlementTo, type: 'date', notBefore: 'date_from', notBeforeMessage: MESSAGES.validation.endBeforeStart, size: { xs: 6, md: 3 } },
    { name: 'status', label: S.list.status, type: 'multiselect', options: optionsOf(S.itemStatus) },
    { name: 'only_differences', label: S.list.onlyDifferences, type: 'custom', render: (c) => createElement(FilterSwitch, c) },
  ];
  return fields.filter((f): f is FilterField<keyof ScheduleFilters> => Boolean(f));
}
