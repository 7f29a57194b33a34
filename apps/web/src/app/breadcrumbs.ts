import { SHELL_TITLES } from '@lastro/domain/messages/shell-titles';
import { MESSAGES } from '@lastro/domain';
import { paths } from '../lib/paths';
import { AUDIT_TITLE } from '@lastro/domain/messages/audit-title';

const b = MESSAGES.navigation.breadcrumbs;

/** Breadcrumb labels of spec 2.2 by route root, plus the sub-pages that have their own label. */
export const ROOT_LABELS: Record<string, string> = {
  [paths.access.root.segment]: b.access,
  [paths.creditors.root.segment]: b.creditors,
  [paths.parameters.root.segment]: b.parameters,
  [paths.docs.root.segment]: b.documentation,
  [paths.myAccount.root.segment]: SHELL_TITLES.myAccount,
  merchants: b.merchants,
  schedules: b.schedules,
  'registered-contracts': b.registeredContracts,
  appointments: b.commitments,
  [paths.partners.root.segment]: b.partners,
  'conciliation-bank': b.bankReconciliation,
  'conciliation-consult': b.reconciliationQueries,
  'conciliation-company': b.companyAndAccounts,
  'conciliation-monitoring': b.contractMonitoring,
  'monitoring-report': b.reports,
  reports: b.reports,
  'import-merchants': MESSAGES.navigation.menu.imports,
  'import-appointments': MESSAGES.navigation.menu.imports,
  'import-smoke-appointments': MESSAGES.navigation.menu.imports,
  'change-deals': MESSAGES.navigation.menu.imports,
  'conciliation-schedule': b.bankReconciliation,
  'conciliation-extract': b.bankReconciliation,
  [paths.audit.root.segment]: AUDIT_TITLE,
};

export const SUB_LABELS: Record<string, string> = {
  [`${paths.creditors.root.segment}/${paths.creditors.create.segment}`]: b.createCreditor,
  'schedules/create': b.newScheduleQuery,
  'schedules/edit': b.scheduleDetail,
  'conciliation-company/edit': SHELL_TITLES.reconciliationCompanyEdit,
  'conciliation-extract/edit': b.statementDetail,
};

export function breadcrumbsFor(pathname: string): { label: string; to?: string }[] {
  const inApp = pathname.startsWith(paths.home.path) ? pathname.slice(paths.home.path.length) : pathname;
  const parts = inApp.split('/').filter(Boolean);
  const crumbs: { label: string; to?: string }[] = [{ label: b.home, to: paths.home.path }];
  const root = parts[0];
  if (!root) return crumbs;
  const rootLabel = ROOT_LABELS[root];
  if (rootLabel) crumbs.push({ label: rootLabel, to: `${paths.home.path}/${root}` });
  const sub = parts[1] ? SUB_LABELS[`${root}/${parts[1]}`] : undefined;
  if (sub) crumbs.push({ label: sub });
  return crumbs;
}
