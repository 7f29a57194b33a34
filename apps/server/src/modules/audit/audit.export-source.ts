import {
  AUDIT_ACTION_LABELS,
  auditEventExportQuerySchema,
  EXPORT_LIMITS,
  formatDateTime,
  MESSAGES,
  PERMISSIONS,
  type AuditAction,
} from '@lastro/domain';
import type { ExportSource } from '../../lib/export-source';
import { perm } from '../../plugins/route-auth';
import type { AuditEventFilters, AuditEventRow, AuditRepository } from './audit.repository';
import { scoped } from './audit.service';

const M = MESSAGES.audit;
const fieldsText = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');

/** 'Auditoria' as a job: the list's filters and order; creditor users get their creditor's events only. */
export function auditEventsExportSource(
  repo: AuditRepository,
): ExportSource<AuditEventRow, AuditEventFilters> {
  return {
    kind: 'audit-events',
    fileBaseName: 'auditoria',
    sheetName: M.title,
    route: {
      url: '/audit/events/export',
      auth: perm(PERMISSIONS.auditoria, 'read'),
      tags: ['audit'],
      summary: 'Exporta os eventos de auditoria (assíncrono: o arquivo chega como notificação)',
    },
    params: auditEventExportQuerySchema,
    columns: [
      { header: M.occurredAtColumn, width: 20, value: (r) => formatDateTime(r.occurredAt) },
      { header: M.personColumn, width: 30, value: (r) => r.accountName ?? r.accountEmail ?? M.unknownPerson },
      { header: M.entityColumn, width: 24, value: (r) => r.entity },
      { header: M.entityIdColumn, width: 38, value: (r) => r.entityId ?? '' },
      {
        header: M.actionColumn,
        width: 18,
        value: (r) => AUDIT_ACTION_LABELS[r.action as AuditAction] ?? r.action,
      },
      { header: M.addressColumn, width: 16, value: (r) => r.ip ?? '' },
      { header: M.beforeColumn, width: 40, value: (r) => fieldsText(r.before) },
      { header: M.afterColumn, width: 40, value: (r) => fieldsText(r.after) },
    ],
    count: (params, scope) => repo.count(scoped(scope, params)),
    read: async function* (params, scope, chunkSize) {
      let left: number = EXPORT_LIMITS.reconciliation;
      for await (const rows of repo.chunks(scoped(scope, params), chunkSize)) {
        yield rows.slice(0, left);
        left -= rows.length;
        if (left <= 0) return;
      }
    },
  };
}
