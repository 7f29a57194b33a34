import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PERMISSIONS, type PermissionEntry } from '@lastro/domain';
import { ToastProvider } from '../../../../components';
import { setSession } from '../../../../lib/session';
import type { FileRow } from '../../api/files';

// What the 'Extratos' screen tests share: sessions, a fetch answered by method and path, and a
// rendering under a router with the app's providers.

const tokenOf = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
const ADMIN = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });
const CREDITOR = tokenOf({ name: 'F', companyName: 'F', personId: 'cred-1', accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const refusal = (status: number, message: string) => json({ errors: { message: [message] } }, status);

export interface SeenCall {
  method: string;
  /** Path under /api, without the query. */
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

/** Answers by `METHOD path` (e.g. 'GET reconciliation/files'); anything unlisted is a 404. */
export type Answers = Record<string, (call: SeenCall) => Response | Promise<Response>>;

/**
 * Signs in as an admin, or as a creditor user holding `grants` on conciliacao_extratos, and stubs
 * fetch (`otherGrants`: the account's permissions on other resources). Returns the calls seen, in order.
 */
export function signInAndStub(role: 'admin' | readonly string[], answers: Answers, otherGrants: readonly PermissionEntry[] = []) {
  setSession(role === 'admin' ? ADMIN : CREDITOR);
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const path = address.pathname.replace(/^\/api\//, '');
      const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
      const call = { method: init?.method ?? 'GET', path, query: address.searchParams, body };
      calls.push(call);
      if (path === 'profile') return json(role === 'admin' ? [] : [{ resource_slug: PERMISSIONS.conciliacao_extratos, permitions: role }, ...otherGrants]);
      const answer = answers[`${call.method} ${path}`];
      return answer ? answer(call) : refusal(404, 'Registro não encontrado');
    }),
  );
  return calls;
}

/** Renders `element` at `address` under a router and the app's providers. */
export function renderAt(element: ReactElement, address: string, route = '/app/conciliation-extract') {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: null },
    ],
    { initialEntries: [address] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return router;
}

export const list = <T,>(results: T[], extra: object = {}) => json({ results, metadata: { resultset: { offset: 0, limit: 10, count: results.length } }, ...extra });

/** A statement file as GET reconciliation/files answers it. */
export function fileRow(overrides: Partial<FileRow> = {}): FileRow {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    creditor_id: 'cred-1',
    creditor_name: 'Fornecedor Demo Ltda',
    origin: 'usuario',
    uploaded_by_name: 'Ana Operadora',
    name: 'extrato_341_123456_20260105.ofx',
    size: 20480,
    identifier: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    format: 'ofx',
    status: 'processado',
    message: null,
    done: 120,
    total: 120,
    received_at: '2026-01-05T13:00:00.000Z',
    committed_at: '2026-01-05T13:01:00.000Z',
    period_start: '2026-01-02',
    period_end: '2026-01-05',
    accounts: [{ id: 'acc-1', label: '341 · cc 12345-6 — Originadora Demo Ltda' }],
    pending_links: [],
    lines_total: 120,
    lines_new: 118,
    lines_duplicated: 2,
    lines_error: 0,
    lines_ignored: 0,
    totals: { credits: '15234.50', debits: '120.00', opening_balance: '10000.00', closing_balance: '25114.50' },
    totals_check: 'ok',
    ...overrides,
  };
}
