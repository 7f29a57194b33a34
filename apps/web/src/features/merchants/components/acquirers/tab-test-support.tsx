import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../../components';
import { setSession } from '../../../../lib/session';

// What the partners and acquirers tab tests share: the two kinds of session and a rendering
// with the providers the edit page gives its tabs.

const tokenOf = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
export const ADMIN_TOKEN = tokenOf({
  name: 'Admin',
  companyName: 'Lastro',
  personId: null,
  accountId: 'acc-0',
  accountType: 'Backoffice',
  isSecundaryAccount: 'False',
});
export const CREDITOR_TOKEN = tokenOf({
  name: 'F',
  companyName: 'F',
  personId: 'cred-1',
  accountId: 'acc-1',
  accountType: 'Creditor',
  isSecundaryAccount: 'False',
});

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The request a stubbed fetch saw. */
export interface SeenCall {
  method: string;
  url: string;
  body?: unknown;
}
export const seen = (url: string, init?: RequestInit): SeenCall => ({
  method: init?.method ?? 'GET',
  url,
  body: init?.body ? JSON.parse(String(init.body)) : undefined,
});

export function renderSignedIn(ui: ReactElement, token: string) {
  setSession(token);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ToastProvider>,
  );
}
