import type pg from 'pg';
import { alertsOf, formatCurrency, MESSAGES, MONITORING_DEFAULT_DEAL_STATUSES, type ContractFigures, type MonitoringAlert } from '@lastro/domain';
import { filteredFigures } from './contract-figures.sql';
import type { ContractRow } from './monitoring.repository';

type Db = Pick<pg.Pool, 'query'>;
const A = MESSAGES.reconciliationMonitoring.alerts;

export interface AlertsDeps {
  db: Db;
  today(): Promise<string>;
  /** The creditor's parameters ('envia_notificacao' = '1' lets it be notified). */
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  accountIdsOf(creditorId: string): Promise<string[]>;
  notify(accountIds: string[], input: { title: string; description: string; type: 2; metadata: Record<string, unknown>; dedupeKey: string }): Promise<unknown>;
}

const figuresOf = (r: ContractRow): ContractFigures => ({
  debt: Number(r.debt),
  coverage: r.coverage_tenths === null ? null : Number(r.coverage_tenths) / 10,
  situation: r.situation,
  daysToDue: r.days_to_due,
  nearDue: Number(r.debt) > 0 && r.days_to_due <= 30,
});

function textOf(alert: MonitoringAlert, r: ContractRow) {
  const debt = formatCurrency(Number(r.debt) / 100);
  if (alert === 'insuficiente') {
    const percent = r.coverage_tenths === null ? '0,0' : (Number(r.coverage_tenths) / 10).toFixed(1).replace('.', ',');
    return { title: A.insufficientTitle, description: A.insufficientText(r.code, percent, debt) };
  }
  return { title: A.nearDueTitle, description: A.nearDueText(r.code, r.days_to_due, debt) };
}

/**
 * The contract alerts of spec 4 §4.7 (after each daily run): a live contract that turns
 * 'Insuficiente', or reaches 30 or 7 days to expiry owing something, notifies the creditor's
 * users once per (contract, event), type 2, when the creditor's envia_notificacao is 1. The
 * alerts sent are remembered; 'insuficiente' is forgotten once the contract recovers, so the
 * next crossing notifies again.
 */
export function createMonitoringAlerts(deps: AlertsDeps) {
  return {
    async send(): Promise<{ sent: number }> {
      const today = await deps.today();
      const { rows: creditors } = await deps.db.query<{ creditor_id: string }>(
        'select distinct creditor_id from contract_directory where contract_identifier is not null',
      );
      let sent = 0;
      for (const { creditor_id: creditorId } of creditors) {
        if ((await deps.parametersOf(creditorId)).envia_notificacao !== '1') continue;
        const { sql, params } = filteredFigures({ creditorId, today }, { deal_status: [...MONITORING_DEFAULT_DEAL_STATUSES] });
        const { rows } = await deps.db.query<ContractRow>(`select f.*, f.due_date::text as due_date from ${sql}`, params);
        const { rows: known } = await deps.db.query<{ installment_id: string; event: MonitoringAlert }>(
          'select installment_id, event from reconciliation_monitoring_alerts where creditor_id = $1',
          [creditorId],
        );
        const remembered = new Set(known.map((k) => `${k.installment_id}|${k.event}`));
        const recipients = await deps.accountIdsOf(creditorId);
        for (const r of rows) {
          const now = alertsOf(figuresOf(r));
          if (!now.includes('insuficiente') && remembered.has(`${r.installment_id}|insuficiente`))
            await deps.db.query(`delete from reconciliation_monitoring_alerts where installment_id = $1 and event = 'insuficiente'`, [r.installment_id]);
          for (const alert of now) {
            if (remembered.has(`${r.installment_id}|${alert}`)) continue;
            const inserted = await deps.db.query<{ sent_at: Date }>(
              `insert into reconciliation_monitoring_alerts (installment_id, event, creditor_id) values ($1, $2, $3) on conflict do nothing returning sent_at`,
              [r.installment_id, alert, creditorId],
            );
            const crossing = inserted.rows[0];
            if (!crossing || !recipients.length) continue;
            await deps.notify(recipients, {
              ...textOf(alert, r),
              type: 2,
              metadata: { show_deal_info_button: true, id: r.deal_id },
              // One notification per crossing: a later crossing is a new row, sent at another instant.
              dedupeKey: `monitoring:${r.installment_id}:${alert}:${crossing.sent_at.toISOString()}`,
            });
            sent += 1;
          }
        }
      }
      return { sent };
    },
  };
}

export type MonitoringAlerts = ReturnType<typeof createMonitoringAlerts>;
