import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const CompaniesPage = lazy(() => import('./pages/CompaniesPage'));
const CompanyEditPage = lazy(() => import('./pages/CompanyEditPage'));
const FilesPage = lazy(() => import('./pages/FilesPage'));
const FileDetailPage = lazy(() => import('./pages/FileDetailPage'));

/** /app/conciliation-company: 'Empresas e contas' (tabs) and 'Editar empresa' (edit?id=). */
export const routes: RouteObject[] = [
  { index: true, element: <CompaniesPage /> },
  { path: paths.conciliationCompany.edit.segment, element: <CompanyEditPage /> },
];

/** /app/conciliation-extract: 'Extratos' and 'Detalhe do extrato' (edit?id=). */
export const filesRoutes: RouteObject[] = [
  { index: true, element: <FilesPage /> },
  { path: paths.conciliationExtract.edit.segment, element: <FileDetailPage /> },
];

const DivergencesPage = lazy(() => import('./pages/DivergencesPage'));

/** /app/conciliation-consult: 'Divergências' (the drawer is `?item={id}`). */
export const divergencesRoutes: RouteObject[] = [{ index: true, element: <DivergencesPage /> }];

const SchedulePage = lazy(() => import('./pages/SchedulePage'));

/** /app/conciliation-schedule: 'Conciliação de Agenda' (the drawer 'Detalhe da UR' is `?item={id}`). */
export const scheduleRoutes: RouteObject[] = [{ index: true, element: <SchedulePage /> }];

const BankPage = lazy(() => import('./pages/BankPage'));

/** /app/conciliation-bank: 'Conciliação Bancária' (tabs 'Por conta' and `?view=dia`; the drawer 'Detalhe do pagamento' is `?item={id}`). */
export const bankRoutes: RouteObject[] = [{ index: true, element: <BankPage /> }];

const MonitoringReportPage = lazy(() => import('./pages/MonitoringReportPage'));

/** /app/monitoring-report: 'Relatório de Monitoramento' (admin only: the root's guard). */
export const monitoringReportRoutes: RouteObject[] = [{ index: true, element: <MonitoringReportPage /> }];

const MonitoringPage = lazy(() => import('./pages/MonitoringPage'));

/** /app/conciliation-monitoring: 'Monitoramento dos Contratos' (the drawer 'Detalhe do contrato' is `?item={id}`). */
export const monitoringRoutes: RouteObject[] = [{ index: true, element: <MonitoringPage /> }];
