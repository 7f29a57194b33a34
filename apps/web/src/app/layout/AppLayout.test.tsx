import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { theme } from '../theme';
import { AppLayout } from './AppLayout';
import { windowOfWidth } from '../../test/window-width';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const adminToken = `${b64({ alg: 'HS256' })}.${b64({ name: 'Ana', companyName: 'Lastro', personId: null, accountId: 'acc-1', accountType: 'Backoffice', isSecundaryAccount: 'False' })}.sig`;

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          { index: true, element: <p>página inicial</p> },
          { path: 'partners', element: <p>página de parceiros</p> },
        ],
      },
    ],
    { initialEntries: ['/app'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const menu = () => screen.queryByRole('navigation', { name: 'Menu principal' });
const menuButton = () => screen.getByRole('button', { name: 'Abrir ou fechar o menu' });

// The first render pulls in MUI's drawer, modal and transitions: slow on a busy 2-core machine.
describe('AppLayout', { timeout: 60_000 }, () => {
  beforeEach(() => setSession(adminToken));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('on a 390 px phone the menu starts closed, opens over the page and closes after choosing an item', async () => {
    windowOfWidth(390);
    const router = renderLayout();
    const user = userEvent.setup();
    expect(await screen.findByText('página inicial')).toBeInTheDocument();
    expect(menu()).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await user.click(within(nav).getByRole('link', { name: 'Parceiros' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/partners'));
    expect(await screen.findByText('página de parceiros')).toBeInTheDocument();
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('on a desktop the menu starts open beside the page, stays open after navigation and folds with the button', async () => {
    windowOfWidth(1440);
    const router = renderLayout();
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Parceiros' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/partners'));
    expect(menu()).not.toBeNull();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the logo in the top bar is a link home', async () => {
    windowOfWidth(1440);
    const router = renderLayout();
    const user = userEvent.setup();
    await router.navigate('/app/partners');
    await user.click(await screen.findByRole('link', { name: 'Lastro — página inicial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('menu items are list items of the menu lists (axe: list structure)', async () => {
    windowOfWidth(1440);
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    for (const list of within(nav).getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
  });
});
