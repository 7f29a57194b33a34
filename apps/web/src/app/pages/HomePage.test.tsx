import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { clearSession, setSession } from '../../lib/session';
import HomePage from './HomePage';

const home = MESSAGES.navigation.home;
const tokenOf = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
const ADMIN = tokenOf({ name: 'Admin', companyName: 'Lastro', personId: null, accountId: 'acc-0', accountType: 'Backoffice', isSecundaryAccount: 'False' });
const CREDITOR = tokenOf({ name: 'F', companyName: 'F', personId: 'cred-1', accountId: 'acc-1', accountType: 'Creditor', isSecundaryAccount: 'False' });

function renderAs(token: string) {
  setSession(token);
  const figures = { schedule: null, commitments_awaiting: { count: 4, statuses: ['a_aprovar'] }, pending_divergences: null, files_waiting: null };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(figures), { status: 200 })));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the home', () => {
  it("keeps the administrator's Backoffice 2.0 notice, the figures below it", async () => {
    renderAs(ADMIN);
    expect(screen.getByText(home.adminNoticeTitle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: home.title })).not.toBeInTheDocument();
    const link = await screen.findByRole('link', { name: `${MESSAGES.homeFigures.open} ${MESSAGES.homeFigures.commitmentsAwaiting}` });
    expect(screen.getByText(home.adminNoticeTitle).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the creditor user its 'Início' with the figures, and no notice", async () => {
    renderAs(CREDITOR);
    expect(screen.getByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();
    expect(screen.queryByText(home.adminNoticeTitle)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${MESSAGES.homeFigures.open} ${MESSAGES.homeFigures.commitmentsAwaiting}` })).toBeInTheDocument();
  });
});
