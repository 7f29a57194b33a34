import {
  COMMITMENT_STATUSES,
  formatDate,
  maskCpfCnpj,
  MESSAGES,
  monitoringContractsQuerySchema,
  PERMISSIONS,
  STRATEGIES,
  TRANSACTION_TYPES,
  type MonitoringContract,
  type MonitoringContractsQuery,
} from '@lastro/domain';
import type { ExportCell } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import { listExport } from '../matching/item-exports';
import type { MonitoringService } from './monitoring.service';

const M = MESSAGES.reconciliationMonitoring;
const C = M.columns;
const amount = (v: string | null): ExportCell => (v === null ? null : Number(v));
const labelOf = (options: readonly { value: number | string; label: string }[], v: number | string) => options.find((o) => o.value === v)?.label ?? String(v);
const MONEY_KEYS = ['contract_amount', 'requested_effect', 'applied_to_settle', 'to_constitute', 'settled', 'received_conciliated', 'debt'] as const;

/** 'Baixar tabela' of 'Monitoramento dos Contratos' (spec 4 §2.2 item 6, §2.9): the grid's columns and sort, then 'Total do filtro'. */
export function contractsExportSource(service: MonitoringService) {
  return listExport<MonitoringContract, MonitoringContractsQuery>({
    kind: 'reconciliation-contracts',
    fileBaseName: 'monitoramento_contratos',
    sheetName: M.title,
    url: '/reconciliation/monitoring/contracts/export',
    auth: perm(PERMISSIONS.conciliacao_monitoramento_contratos, 'read'),
    tag: 'reconciliation: monitoring',
    params: monitoringContractsQuerySchema,
    list: (auth, q) => service.list(auth, q),
    totals: (t) => Object.fromEntries(MONEY_KEYS.map((k) => [k, t[k] as string])),
    columns: [
      { key: 'code', header: C.code, width: 16, value: (r) => r.code },
      { key: 'external_reference', header: C.externalReference, width: 24, value: (r) => r.external_reference },
      { key: 'merchant', header: C.merchant, width: 40, value: (r) => `${r.merchant.name} ${maskCpfCnpj(r.merchant.document)}`.trim() },
      { key: 'creditor_name', header: C.supplier, width: 32, value: (r) => r.creditor_name },
      { key: 'type', header: C.type, width: 14, value: (r) => labelOf(TRANSACTION_TYPES, r.type) },
      { key: 'strategy', header: C.strategy, width: 14, value: (r) => labelOf(STRATEGIES, r.strategy) },
      { key: 'deal_status', header: C.dealStatus, width: 18, value: (r) => labelOf(COMMITMENT_STATUSES, r.deal_status) },
      { key: 'contract_amount', header: C.contractAmount, width: 16, value: (r) => amount(r.contract_amount) },
      { key: 'requested_effect', header: C.requestedEffect, width: 16, value: (r) => amount(r.requested_effect) },
      { key: 'applied_to_settle', header: C.appliedToSettle, width: 16, value: (r) => amount(r.applied_to_settle) },
      { key: 'to_constitute', header: C.toConstitute, width: 16, value: (r) => amount(r.to_constitute) },
      { key: 'settled', header: C.settled, width: 16, value: (r) => amount(r.settled) },
      { key: 'received_conciliated', header: C.receivedConciliated, width: 16, value: (r) => amount(r.received_conciliated) },
      { key: 'debt', header: C.debt, width: 16, value: (r) => amount(r.debt) },
      { key: 'coverage_percent', header: C.coverage, width: 10, value: (r) => (r.coverage_percent === null ? '—' : Number(r.coverage_percent)) },
      { key: 'min_percentage', header: C.minPercentage, width: 10, value: (r) => Number(r.min_percentage) },
      { key: 'situation', header: C.situation, width: 14, value: (r) => M.situation[r.situation] },
      { key: 'due_date', header: C.dueDate, width: 14, value: (r) => formatDate(r.due_date) },
      { key: 'days_to_due', header: C.daysToDue, width: 10, value: (r) => (r.situation === 'quitado' ? '—' : r.days_to_due) },
    ],
  });
}
