import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { TabbedPage, type TabDefinition } from './TabbedPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const tabs: TabDefinition[] = [
  { label: 'Usuários da plataforma', content: <p>Conteúdo plataforma</p> },
  { label: 'Usuários fornecedor', content: <p>Conteúdo fornecedor</p> },
  { label: 'Perfis', content: <p>Conteúdo perfis</p> },
];

const renderAt = (
  url: string,
  definitions: TabDefinition[] = tabs,
  param?: string,
  onChange?: (i: number) => void,
) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TabbedPage tabs={definitions} param={param} onChange={onChange} aria-label="Acesso" />
      <Location />
    </MemoryRouter>,
  );

describe('TabbedPage', () => {
  it('selects the tab from the query parameter', () => {
    renderAt('/app/access?tab=2');
    expect(screen.getByRole('tab', { name: 'Perfis' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo perfis');
    expect(screen.queryByText('Conteúdo plataforma')).toBeNull();
  });

  it('writes the index to the URL and removes it for index 0, keeping other parameters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAt('/app/creditors/edit?id=7', tabs, undefined, onChange);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo plataforma');

    await user.click(screen.getByRole('tab', { name: 'Usuários fornecedor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/creditors/edit?id=7&tab=1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo fornecedor');
    expect(onChange).toHaveBeenLastCalledWith(1);

    await user.click(screen.getByRole('tab', { name: 'Usuários da plataforma' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/creditors/edit?id=7');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo plataforma');
  });

  it('does not render hidden tabs and falls back to the first visible one', () => {
    const onlyCreditor = tabs.map((tab, index) => ({ ...tab, hidden: index !== 1 }));
    renderAt('/app/access?tab=2', onlyCreditor);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Usuários fornecedor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo fornecedor');
  });

  it('supports another parameter name and ignores invalid values', () => {
    renderAt('/app/x?section=abc', tabs, 'section');
    expect(screen.getByRole('tab', { name: 'Usuários da plataforma' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
