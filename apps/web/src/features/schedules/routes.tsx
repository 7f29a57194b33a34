import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const SchedulesListPage = lazy(() => import('./pages/SchedulesListPage'));
const ScheduleCreatePage = lazy(() => import('./pages/ScheduleCreatePage'));
const ScheduleDetailPage = lazy(() => import('./pages/ScheduleDetailPage'));

/** /app/schedules: list, create, edit?id= (the detail). */
export const routes: RouteObject[] = [
  { index: true, element: <SchedulesListPage /> },
  { path: paths.schedules.create.segment, element: <ScheduleCreatePage /> },
  { path: paths.schedules.edit.segment, element: <ScheduleDetailPage /> },
];
