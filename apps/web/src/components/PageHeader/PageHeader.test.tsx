import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title, actions and breadcrumbs with links', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/app/creditors/create']}>
        <Routes>
          <Route path="/app/creditors" element={<p>Lista de fornecedores</p>} />
          <Route
            path="/app/creditors/create"
            element={
              <PageHeader
                title="Criar fornecedor"
                breadcrumbs={[{ label: 'Fornecedores', to: '/app/creditors' }, { label: 'Criar fornecedor' }]}
                actions={<button type="button">Salvar</button>}
              />
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Criar fornecedor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(nav).getByText('Criar fornecedor')).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Fornecedores' }));
    expect(screen.getByText('Lista de fornecedores')).toBeInTheDocument();
  });

  it('renders without breadcrumbs or actions', () => {
    render(<PageHeader title="Início" />);
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the subtitle under the title inside the header', () => {
    render(<PageHeader title="Divergências" subtitle="O que não confere" />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Divergências' })).toBeInTheDocument();
    expect(within(header).getByText('O que não confere')).toBeInTheDocument();
  });
});
