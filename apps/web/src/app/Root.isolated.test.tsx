import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Root } from './Root';

// The router and everything behind it stand in as one component: what is tested here is which
// of the two the first page shows, and that the app follows a sign-in.
vi.mock('./preload', () => ({
  loadApp: async () => ({ default: () => <p>o app</p> }),
  loadAppShell: async () => ({}),
}));

const payload = btoa(
  JSON.stringify({
    name: 'N',
    companyName: 'C',
    personId: null,
    accountId: 'a',
    accountType: 'Backoffice',
    isSecundaryAccount: 'False',
  }),
);
const token = `h.${payload}.s`;

describe('Root', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('opens /login without a session on the sign-in page alone, and the app once signed in', async () => {
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token }), { status: 200 })),
    );
    render(<Root />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'a@b.com');
    await user.type(screen.getByLabelText('Senha'), 'x');
    expect(screen.queryByText('o app')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('o app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(sessionStorage.getItem('lastro.token')).toBe(token);
  });

  it('starts with the app at /login when there is a token (the router sends it on)', async () => {
    window.history.replaceState(null, '', '/login');
    sessionStorage.setItem('lastro.token', token);
    render(<Root />);
    expect(await screen.findByText('o app')).toBeInTheDocument();
  });

  it('starts with the app at any other address', async () => {
    window.history.replaceState(null, '', '/app/access');
    render(<Root />);
    expect(await screen.findByText('o app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
  });
});
