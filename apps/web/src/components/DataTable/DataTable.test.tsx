import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, Table } from '@tanstack/react-table';
import { DataTable, nextSort, type SortState } from './DataTable';

interface Person {
  id: string;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: 'p1', name: 'Ana', email: 'ana@example.com' },
  { id: 'p2', name: 'Bruno', email: 'bruno@example.com' },
];

const columns: ColumnDef<Person>[] = [
  { accessorKey: 'name', header: 'Nome', enableSorting: true },
  { accessorKey: 'email', header: 'E-mail' },
];

describe('nextSort', () => {
  it('cycles none -> asc -> desc -> none and restarts on another column', () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', direction: 'asc' });
    expect(nextSort({ id: 'name', direction: 'asc' }, 'name')).toEqual({ id: 'name', direction: 'desc' });
    expect(nextSort({ id: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ id: 'name', direction: 'desc' }, 'email')).toEqual({ id: 'email', direction: 'asc' });
  });
});

describe('DataTable', () => {
  it('renders headers, cells and the Portuguese pagination labels', () => {
    render(
      <DataTable columns={columns} data={people} total={12} offset={0} limit={5} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'bruno@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Linhas por página')).toBeInTheDocument();
    expect(screen.getByText('1-5 de 12')).toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    const { rerender } = render(
      <DataTable columns={columns} data={[]} total={0} offset={0} limit={10} onPageChange={() => {}} />,
    );
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    rerender(
      <DataTable
        columns={columns}
        data={[]}
        total={0}
        offset={0}
        limit={10}
        onPageChange={() => {}}
        emptyText="Nada aqui"
      />,
    );
    expect(screen.getByText('Nada aqui')).toBeInTheDocument();
  });

  it('cycles the sort on header clicks: asc, desc, then cleared', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    function Host() {
      const [sort, setSort] = useState<SortState | null>(null);
      return (
        <DataTable
          columns={columns}
          data={people}
          total={2}
          offset={0}
          limit={10}
          onPageChange={() => {}}
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    render(<Host />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Nome' });
    const sortButton = within(nameHeader).getByRole('button');
    await user.click(sortButton);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(sortButton);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(sortButton);
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(onSortChange.mock.calls).toEqual([
      [{ id: 'name', direction: 'asc' }],
      [{ id: 'name', direction: 'desc' }],
      [null],
    ]);
    // Columns that do not opt in are not sortable.
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).toBeNull();
  });

  it('moves pages by offset and resets the offset when the page size changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        data={people}
        total={60}
        offset={10}
        limit={10}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('11-20 de 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20, 10);
    await user.click(screen.getByRole('button', { name: 'Ir para a página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0, 10);

    await user.click(screen.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100']);
    await user.click(within(listbox).getByRole('option', { name: '25' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0, 25);
  });

  it('expands a row to show its detail', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        data={people}
        total={2}
        offset={0}
        limit={10}
        onPageChange={() => {}}
        getRowId={(row) => row.id}
        renderExpanded={(row) => <div>Detalhe de {row.name}</div>}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Expandir linha' });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByText('Detalhe de Bruno')).toBeNull();
    await user.click(buttons[1]!);
    expect(screen.getByText('Detalhe de Bruno')).toBeInTheDocument();
    expect(screen.queryByText('Detalhe de Ana')).toBeNull();
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    await user.click(buttons[1]!);
    expect(screen.queryByText('Detalhe de Bruno')).toBeNull();
  });

  it('shows a progress bar while loading and renders the toolbar', () => {
    render(
      <DataTable
        columns={columns}
        data={[]}
        total={0}
        offset={0}
        limit={10}
        onPageChange={() => {}}
        loading
        toolbar={<button type="button">Adicionar</button>}
      />,
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum registro encontrado')).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeInTheDocument();
  });

  it("`footer` draws under the rows with the table's columns (a list's 'Total do filtro'); without rows there is none", () => {
    const footer = (table: Table<Person>) => (
      <tfoot>
        <tr>
          {table.getVisibleLeafColumns().map((c) => (
            <td key={c.id}>{c.id === 'name' ? 'Total do filtro' : '2 pessoas'}</td>
          ))}
        </tr>
      </tfoot>
    );
    const { rerender } = render(<DataTable columns={columns} data={people} total={2} offset={0} limit={5} onPageChange={() => {}} footer={footer} />);
    const last = screen.getAllByRole('row').at(-1)!;
    expect(within(last).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total do filtro', '2 pessoas']);
    rerender(<DataTable columns={columns} data={[]} total={0} offset={0} limit={5} onPageChange={() => {}} footer={footer} />);
    expect(screen.queryByText('Total do filtro')).toBeNull();
  });
});
