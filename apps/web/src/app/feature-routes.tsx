import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

/**
 * The routes each feature contributes under /app/<root>. A feature module exports
 * `routes: RouteObject[]` (paths relative to its root: index, 'create', 'edit', ...)
 * from features/<module>/routes.tsx and is wired here, lazily, so every module is its
 * own chunk. A root without a feature yet shows the "em construção" page.
 */
export interface FeatureRoot {
  /** Path under /app. */
  path: string;
  /** Admin-only roots redirect non-admins to /app. */
  adminOnly?: boolean;
  load?: () => Promise<{ routes: RouteObject[] }>;
}

export const FEATURE_ROOTS: FeatureRoot[] = [
  { path: paths.access.root.segment, load: () => import('../features/access/routes') },
  { path: paths.creditors.root.segment, adminOnly: true, load: () => import('../features/creditors/routes') },
  { path: paths.schedules.root.segment, load: () => import('../features/schedules/routes') },
  { path: paths.appointments.root.segment, load: () => import('../features/commitments/routes') },
  { path: paths.merchants.root.segment, load: () => import('../features/merchants/routes') },
  { path: paths.importMerchants.root.segment, load: () => import('../features/imports/routes').then((m) => ({ routes: m.importMerchantsRoutes })) },
  { path: paths.importAppointments.root.segment, load: () => import('../features/imports/routes').then((m) => ({ routes: m.importCommitmentsRoutes })) },
  {
    path: paths.importSmokeAppointments.root.segment,
    load: () => import('../features/imports/routes').then((m) => ({ routes: m.importSmokeCommitmentsRoutes })),
  },
  { path: paths.changeDeals.root.segment, load: () => import('../features/imports/routes').then((m) => ({ routes: m.changeDealsRoutes })) },
  { path: paths.docs.root.segment, adminOnly: true, load: () => import('../features/docs/routes') },
  { path: paths.partners.root.segment, adminOnly: true, load: () => import('../features/partners/routes') },
  { path: paths.parameters.root.segment, load: () => import('../features/parameters/routes') },
  { path: paths.registeredContracts.root.segment, load: () => import('../features/registered-contracts/routes') },
  { path: paths.conciliationSchedule.root.segment, load: () => import('../features/reconciliation/routes').then((m) => ({ routes: m.scheduleRoutes })) },
  { path: paths.conciliationExtract.root.segment, load: () => import('../features/reconciliation/routes').then((m) => ({ routes: m.filesRoutes })) },
  { path: paths.conciliationBank.root.segment, load: () => import('../features/reconciliation/routes').then((m) => ({ routes: m.bankRoutes })) },
  { path: paths.conciliationConsult.root.segment, load: () => import('../features/reconciliation/routes').then((m) => ({ routes: m.divergencesRoutes })) },
  { path: paths.conciliationCompany.root.segment, load: () => import('../features/reconciliation/routes') },
  { path: paths.conciliationMonitoring.root.segment, load: () => import('../features/reconciliation/routes').then((m) => ({ routes: m.monitoringRoutes })) },
  {
    path: paths.monitoringReport.root.segment,
    adminOnly: true,
    load: () => import('../features/reconciliation/routes').then((m) => ({ routes: m.monitoringReportRoutes })),
  },
  { path: paths.reports.root.segment, load: () => import('../features/reports/routes') },
  { path: paths.myAccount.root.segment, load: () => import('../features/account/routes') },
  { path: paths.audit.root.segment, adminOnly: true, load: () => import('../features/audit/routes') },
];
