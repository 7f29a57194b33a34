import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { clearSession, setSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import { FEATURE_ROOTS } from '../feature-routes';
import { AdminOnly, RequireAuth } from './RequireAuth';
import RequirePermission from './RequirePermission';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const creditorToken = `${b64({ alg: 'HS256' })}.${b64({ name: 'Fornecedor', companyName: 'Demo', personId: '7', accountId: 'acc-7', accountType: 'Creditor', isSecundaryAccount: 'False' })}.sig`;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>tela de login</p> },
      {
        path: '/app/*',
        element: (
          <RequireAuth>
            <RequirePermission path={path}>
              <p>conteúdo do módulo</p>
            </RequirePermission>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The creditor user's permissions as GET /api/profile answers them. */
function permissionsAre(entries: Array<{ resource_slug: string; permitions: string[] }>) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(entries), { status: 200 })));
}

describe('route guards', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('a malformed token is dropped and the user lands on the login', async () => {
    sessionStorage.setItem('lastro.token', 'token-estragado');
    const router = renderAt('/app/merchants');
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('lastro.token')).toBeNull();
  });

  it.each(['/app/import-smoke-appointments', '/app/registered-contracts', '/app/merchants', '/app/schedules/edit'])(
    'a creditor user without the permission sees the no-access view at %s',
    async (path) => {
      permissionsAre([{ resource_slug: PERMISSIONS.cad_acesso_perfil, permitions: ['read'] }]);
      setSession(creditorToken);
      renderAt(path);
      expect(await screen.findByRole('status')).toHaveTextContent('Você não tem acesso a visualização desse módulo');
      expect(screen.queryByText('conteúdo do módulo')).toBeNull();
    },
  );

  it('a creditor user holding the module permission sees the module', async () => {
    permissionsAre([{ resource_slug: PERMISSIONS.cad_estabelecimento, permitions: ['read'] }]);
    setSession(creditorToken);
    renderAt('/app/merchants');
    expect(await screen.findByText('conteúdo do módulo')).toBeInTheDocument();
  });

  it("'Relatório de Monitoramento' is an admin-only root that loads its page; a creditor user opening it goes to /app (spec 4 §2.1)", async () => {
    const root = FEATURE_ROOTS.find((r) => r.path === paths.monitoringReport.root.segment)!;
    expect(root.adminOnly).toBe(true);
    expect((await root.load!()).routes).toHaveLength(1);
    setSession(creditorToken);
    const router = createMemoryRouter(
      [
        { path: '/app', element: <p>início</p> },
        { path: paths.monitoringReport.root.path, element: <AdminOnly><p>relatório</p></AdminOnly> },
      ],
      { initialEntries: [paths.monitoringReport.root.path] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.queryByText('relatório')).not.toBeInTheDocument();
  });
});
