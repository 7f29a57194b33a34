import { MESSAGES } from '@lastro/domain';

const b = MESSAGES.navigation.breadcrumbs;

/** Breadcrumb labels of spec 2.2 by route root, plus the sub-pages that have their own label. */
export const ROOT_LABELS: Record<string, string> = {
  access: b.access,
  creditors: b.creditors,
  parameters: b.parameters,
  docs: b.documentation,
  merchants: b.merchants,
  schedules: b.schedules,
  'registered-contracts': b.registeredContracts,
  appointments: b.commitments,
  partners: b.partners,
  'conciliation-bank': b.bankReconciliation,
  'conciliation-consult': b.reconciliationQueries,
  'conciliation-company': b.companyAndAccounts,
  'conciliation-monitoring': b.contractMonitoring,
  'monitoring-report': b.reports,
  'import-merchants': MESSAGES.navigation.menu.imports,
  'import-appointments': MESSAGES.navigation.menu.imports,
  'import-smoke-appointments': MESSAGES.navigation.menu.imports,
  'change-deals': MESSAGES.navigation.menu.imports,
  'conciliation-schedule': b.bankReconciliation,
  'conciliation-extract': b.bankReconciliation,
};

export const SUB_LABELS: Record<string, string> = {
  'creditors/create': b.createCreditor,
  'schedules/create': b.newScheduleQuery,
  'schedules/edit': b.scheduleDetail,
};

export function breadcrumbsFor(pathname: string): { label: string; to?: string }[] {
  const parts = pathname.replace(/^\/app\/?/, '').split('/').filter(Boolean);
  const crumbs: { label: string; to?: string }[] = [{ label: b.home, to: '/app' }];
  const root = parts[0];
  if (!root) return crumbs;
  const rootLabel = ROOT_LABELS[root];
  if (rootLabel) crumbs.push({ label: rootLabel, to: `/app/${root}` });
  const sub = parts[1] ? SUB_LABELS[`${root}/${parts[1]}`] : undefined;
  if (sub) crumbs.push({ label: sub });
  return crumbs;
}
