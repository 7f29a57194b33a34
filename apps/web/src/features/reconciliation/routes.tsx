import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const CompaniesPage = lazy(() => import('./pages/CompaniesPage'));
const CompanyEditPage = lazy(() => import('./pages/CompanyEditPage'));

/** /app/conciliation-company: 'Empresas e contas' (tabs) and 'Editar empresa' (edit?id=). */
export const routes: RouteObject[] = [
  { index: true, element: <CompaniesPage /> },
  { path: paths.conciliationCompany.edit.segment, element: <CompanyEditPage /> },
];
