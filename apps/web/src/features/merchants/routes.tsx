import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const MerchantsListPage = lazy(() => import('./pages/MerchantsListPage'));
const MerchantCreatePage = lazy(() => import('./pages/MerchantCreatePage'));
const MerchantEditPage = lazy(() => import('./pages/MerchantEditPage'));

/** /app/merchants: list, create, edit?id=&tab=. */
export const routes: RouteObject[] = [
  { index: true, element: <MerchantsListPage /> },
  { path: paths.merchants.create.segment, element: <MerchantCreatePage /> },
  { path: paths.merchants.edit.segment, element: <MerchantEditPage /> },
];
