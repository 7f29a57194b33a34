import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
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
/**
 * Stubs fetch: the profile answers `grants` of the tab's `slug`, anything else `answer`.
 * Returns the calls seen, in order.
 */
export function stubFetch(
  slug: string,
  grants: string[],
  answer: (call: SeenCall) => Response | Promise<Response>,
) {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (url.includes('/api/profile')) return json([{ resource_slug: slug, permitions: grants }]);
      return answer(call);
    }),
  );
  return calls;
}

export function renderSignedIn(ui: ReactElement, token: string) {
  setSession(token);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ToastProvider>,
  );
}
