import { createElement } from 'react';
import { COMMITMENT_STATUSES, MESSAGES, STRATEGIES, TRANSACTION_TYPES } from '@lastro/domain';
import type { FilterField, FilterOption } from '../../../../components';
import { FilterSwitch } from '../../../../components/FilterForm/FilterSwitch';
import { ALL } from '../../api/item-query';
import { COVERAGE_BANDS, CONTRACT_SITUATIONS, type MonitoringFilters } from '../../api/monitoring';

const M = MESSAGES.reconciliationMonitoring;
const F = M.filters;
const all = { value: ALL, label: MESSAGES.reconciliationScreens.list.all };
const numbered = (options: readonly { value: number; label: string }[]) => options.map((o) => ({ value: String(o.value), label: o.label }));

/**
 * The filter form of 'Monitoramento dos Contratos' (spec 4 §2.9): 'Fornecedor' first for an
 * administrator only; 'Faixa de cobertura' is what a bar of 'Cobertura do saldo devedor' sets.
 */
export function monitoringFilterFields(isAdmin: boolean, creditors: readonly FilterOption[]): FilterField<keyof MonitoringFilters>[] {
  const fields: (FilterField<keyof MonitoringFilters> | false)[] = [
    isAdmin && { name: 'creditor_id', label: F.supplier, type: 'select', options: [all, ...creditors] },
    { name: 'document_number', label: F.document, type: 'cpfCnpj' },
    { name: 'code', label: F.code, type: 'text' },
    { name: 'situations', label: F.situation, type: 'multiselect', options: CONTRACT_SITUATIONS.map((s) => ({ value: s, label: M.situation[s] })) },
    { name: 'deal_status', label: F.dealStatus, type: 'multiselect', options: COMMITMENT_STATUSES.map(({ value, label }) => ({ value, label })) },
    { name: 'types', label: F.type, type: 'multiselect', options: numbered(TRANSACTION_TYPES) },
    { name: 'strategy', label: F.strategy, type: 'select', options: [all, ...numbered(STRATEGIES)] },
    { name: 'coverage_below', label: F.coverageBelow, type: 'text', size: { xs: 6, md: 3 } },
    { name: 'coverage_band', label: F.coverageBand, type: 'select', options: [all, ...COVERAGE_BANDS.map((b) => ({ value: b, label: M.coverageBand[b] }))], size: { xs: 6, md: 3 } },
    { name: 'expiration_to', label: F.expirationTo, type: 'date', size: { xs: 6, md: 3 } },
    { name: 'near_expiry', label: F.nearExpiry, type: 'custom', render: (c) => createElement(FilterSwitch, c), size: { xs: 6, md: 3 } },
  ];
  return fields.filter((f): f is FilterField<keyof MonitoringFilters> => Boolean(f));
}
