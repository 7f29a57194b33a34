import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const CommitmentsListPage = lazy(() => import('./pages/CommitmentsListPage'));
const CommitmentCreatePage = lazy(() => import('./pages/CommitmentCreatePage'));
const CommitmentDetailPage = lazy(() => import('./pages/CommitmentDetailPage'));

/** /app/appointments: list (COMPROMISSOS, SOLICITAÇÕES), create, edit?id= (the detail). */
export const routes: RouteObject[] = [
  { index: true, element: <CommitmentsListPage /> },
  { path: paths.appointments.create.segment, element: <CommitmentCreatePage /> },
  { path: paths.appointments.edit.segment, element: <CommitmentDetailPage /> },
];
