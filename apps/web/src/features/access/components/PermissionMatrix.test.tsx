import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Resource } from '../types';
import { PermissionMatrix } from './PermissionMatrix';
import { toGrants, type GrantSet } from './permission-grants';

const RESOURCES: Resource[] = [
  { id: 1, slug: 'cad_estabelecimento', module: 'Cadastro e Consulta', sub_module: 'Estabelecimento', description: 'Dados cadastrais', permition_delete: true, actions: ['create', 'read', 'edit', 'delete'] },
  { id: 2, slug: 'relatorios_liquidacao', module: 'Relatórios', sub_module: 'Previsão', description: 'Relatório', permition_delete: false, actions: ['read'] },
];

function Harness({ initial = new Set<string>() }: { initial?: GrantSet }) {
  const [value, setValue] = useState<GrantSet>(initial);
  return (
    <>
      <PermissionMatrix resources={RESOURCES} value={value} onChange={setValue} />
      <output data-testid="grants">{JSON.stringify(toGrants(value, RESOURCES))}</output>
    </>
  );
}

const grants = () => JSON.parse(screen.getByTestId('grants').textContent ?? '[]') as { user_resource_id: number; permition: string }[];

describe('PermissionMatrix', () => {
  it('shows the spec columns and disables Deletar where the resource has no delete', () => {
    render(<Harness />);
    const header = screen.getAllByRole('row')[0]!;
    expect(within(header).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Módulo', 'Sub módulo', 'Descrição', 'Todos', 'Criar', 'Ler', 'Editar', 'Deletar',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Deletar Relatório' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Deletar Dados cadastrais' })).toBeEnabled();
  });

  it('Todos toggles the whole row, and unchecking one action clears Todos', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Todos Dados cadastrais' }));
    expect(grants().map((g) => g.permition)).toEqual(['create', 'read', 'edit', 'delete']);
    expect(screen.getByRole('checkbox', { name: 'Todos Dados cadastrais' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Editar Dados cadastrais' }));
    expect(screen.getByRole('checkbox', { name: 'Todos Dados cadastrais' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Todos Dados cadastrais' }));
    expect(grants()).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Todos Dados cadastrais' }));
    expect(grants()).toEqual([]);
  });

  it('select-all grants every allowed cell, then clears them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Selecionar todos' }));
    expect(grants()).toEqual([
      { user_resource_id: 1, permition: 'create' },
      { user_resource_id: 1, permition: 'read' },
      { user_resource_id: 1, permition: 'edit' },
      { user_resource_id: 1, permition: 'delete' },
      { user_resource_id: 2, permition: 'read' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Selecionar todos' }));
    expect(grants()).toEqual([]);
  });

  it('is read-only without onChange (the visual view)', () => {
    render(<PermissionMatrix resources={RESOURCES} value={new Set(['1:read'])} />);
    expect(screen.queryByRole('button', { name: 'Selecionar todos' })).toBeNull();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.every((b) => (b as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Ler Dados cadastrais' })).toBeChecked();
  });
});
