import { PERMISSIONS } from '@lastro/domain';
import { outcomes, type MatrixEntry } from './types';

/**
 * The audit trail: admins read every event, creditor users holding 'auditoria' their own
 * creditor's (the other creditor's caller gets 200 with none of A's events: scope, not refusal).
 */
const READ = [[PERMISSIONS.auditoria, ['read']]] as const;

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/audit/events', grants: READ, expect: outcomes.permission(200, 200) },
  { method: 'GET', url: '/api/audit/events/export', grants: READ, expect: outcomes.permission(202, 202) },
];
