import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { MemoryRouter } from 'react-router';
import { DataTable } from '../DataTable/DataTable';
import { FilterForm, type FilterField } from './FilterForm';
import { normalizeFilterValue, withCombinedOption } from './normalize';
import { useListState } from './useListState';

type Filters = {
  name: string;
  phone: string;
  document: string;
  cnpj: string;
  active: string;
  from: string;
};

const defaults: Filters = { name: '', phone: '', document: '', cnpj: '', active: '', from: '' };

const fields: FilterField<keyof Filters>[] = [
  { name: 'name', label: 'Nome', type: 'text' },
  { name: 'phone', label: 'Telefone', type: 'phone' },
  { name: 'document', label: 'CPF/CNPJ', type: 'cpfCnpj' },
  { name: 'cnpj', label: 'CNPJ', type: 'cnpj' },
  {
    name: 'active',
    label: 'Ativo',
    type: 'select',
    options: [
      { value: 'true', label: 'Sim' },
      { value: 'false', label: 'Não' },
    ],
  },
  { name: 'from', label: 'Data inicial', type: 'date' },
];

describe('normalizeFilterValue', () => {
  it('strips phones to digits and documents to their characters', () => {
    expect(normalizeFilterValue('phone', '(11) 98765-4321')).toBe('11987654321');
    expect(normalizeFilterValue('cpfCnpj', '529.982.247-25')).toBe('52998224725');
    expect(normalizeFilterValue('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeFilterValue('text', '  Ana ')).toBe('Ana');
    expect(normalizeFilterValue('date', '2024-05-01')).toBe('2024-05-01');
  });
});

describe('FilterForm', () => {
  it('shows masks while typing and searches with stripped values', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<FilterForm fields={fields} defaults={defaults} onSearch={onSearch} />);

    await user.type(screen.getByLabelText('Nome'), ' Ana ');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '52998224725');
    await user.type(screen.getByLabelText('CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');

    await user.click(screen.getByRole('combobox', { name: 'Ativo' }));
    await user.click(await screen.findByRole('option', { name: 'Sim' }));
    await user.type(screen.getByLabelText('Data inicial'), '01052024');
    expect(screen.getByLabelText('Data inicial')).toHaveValue('01/05/2024');

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({
      name: 'Ana',
      phone: '11987654321',
      document: '52998224725',
      cnpj: '12ABC34501DE35',
      active: 'true',
      from: '2024-05-01',
    });
  }, 60_000); // types into six fields: slow on a loaded machine

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<FilterForm fields={fields} defaults={defaults} onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Nome'), 'Bruno{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ ...defaults, name: 'Bruno' });
  });

  it('does not search with an impossible day: "Data inválida" on leaving the field and on Buscar', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<FilterForm fields={fields} defaults={defaults} onSearch={onSearch} />);
    const from = screen.getByRole('textbox', { name: 'Data inicial' });
    await user.type(from, '62022110');
    await user.tab();
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.clear(from);
    await user.type(from, '25122026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-12-25' }));
    expect(screen.queryByText('Data inválida')).not.toBeInTheDocument();
  });

  it("does not search a period that ends before it starts, in the screen's own words: 'A data final precisa ser maior que a inicial'", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const period: FilterField<'from' | 'to'>[] = [
      { name: 'from', label: 'De', type: 'date' },
      { name: 'to', label: 'Até', type: 'date', notBefore: 'from', notBeforeMessage: 'A data final precisa ser maior que a inicial' },
    ];
    render(<FilterForm fields={period} defaults={{ from: '2026-11-20', to: '2026-11-10' }} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText('A data final precisa ser maior que a inicial')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Até' })).toHaveAttribute('aria-invalid', 'true');
    const to = screen.getByRole('textbox', { name: 'Até' });
    await user.clear(to);
    await user.type(to, '20112026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('Limpar restores the defaults and calls onReset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const onSearch = vi.fn();
    render(
      <FilterForm
        fields={fields}
        defaults={{ ...defaults, active: 'true' }}
        onSearch={onSearch}
        onReset={onReset}
      />,
    );
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('Telefone'), '1133334444');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('Telefone')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ ...defaults, active: 'true' });
  });
});

describe('useListState', () => {
  it('starts at offset 0 / limit 10 and resets the offset on new filters and sort', () => {
    const { result } = renderHook(() => useListState({ name: '' }), { wrapper: MemoryRouter });
    expect(result.current).toMatchObject({ filters: { name: '' }, offset: 0, limit: 10, sort: null });
    act(() => result.current.setPage(30, 25));
    expect(result.current).toMatchObject({ offset: 30, limit: 25 });
    act(() => result.current.setFilters({ name: 'Ana' }));
    expect(result.current).toMatchObject({ filters: { name: 'Ana' }, offset: 0, limit: 25 });
    act(() => result.current.setPage(50, 25));
    act(() => result.current.setSort({ id: 'name', direction: 'asc' }));
    expect(result.current).toMatchObject({ offset: 0, sort: { id: 'name', direction: 'asc' } });
    act(() => result.current.setPage(75, 25));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ filters: { name: '' }, offset: 0, limit: 25, sort: null });
  });

  it('a search from page 3 goes back to the first page', async () => {
    const user = userEvent.setup();
    const requests: { name: string; offset: number; limit: number }[] = [];
    const columns: ColumnDef<{ id: string }>[] = [{ accessorKey: 'id', header: 'Id' }];

    function Screen() {
      const list = useListState({ name: '' });
      requests.push({ name: list.filters.name, offset: list.offset, limit: list.limit });
      return (
        <>
          <FilterForm
            fields={[{ name: 'name', label: 'Nome', type: 'text' }]}
            defaults={{ name: '' }}
            onSearch={list.setFilters}
            onReset={list.reset}
          />
          <DataTable
            columns={columns}
            data={[{ id: 'x' }]}
            total={100}
            offset={list.offset}
            limit={list.limit}
            onPageChange={list.setPage}
          />
        </>
      );
    }

    render(<Screen />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(requests.at(-1)).toEqual({ name: '', offset: 20, limit: 10 });
    expect(screen.getByText('21-30 de 100')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(requests.at(-1)).toEqual({ name: 'Ana', offset: 0, limit: 10 });
    expect(within(document.body).getByText('1-10 de 100')).toBeInTheDocument();
  });
});

describe('FilterForm and filters changed from outside', () => {
  // The router commits a new address in a transition: the list's filters can change after the
  // user has already typed into the form again.
  function Harness() {
    const [filters, setFilters] = useState({ name: '' });
    const [pending, setPending] = useState<{ name: string } | null>(null);
    return (
      <>
        <FilterForm
          fields={[{ name: 'name', label: 'Nome', type: 'text' }]}
          defaults={{ name: '' }}
          initialValues={filters}
          onSearch={setPending}
          onReset={() => setPending({ name: '' })}
        />
        <button type="button" onClick={() => pending && setFilters(pending)}>
          commit
        </button>
        <button type="button" onClick={() => setFilters({ name: 'Caio' })}>
          voltar
        </button>
      </>
    );
  }

  it('keeps what was typed after Limpar when the address catches up late, and re-reads a change from outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText('Nome');
    await user.type(field, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(screen.getByRole('button', { name: 'commit' }));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await user.type(field, 'Bia');
    await user.click(screen.getByRole('button', { name: 'commit' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Bia');

    await user.click(screen.getByRole('button', { name: 'voltar' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Caio');
  });
});

describe('FilterForm multiselect', () => {
  it('keeps several choices as one comma-separated value and shows their labels', async () => {
    const onSearch = vi.fn();
    const options = [
      { value: 'aprovado', label: 'Aprovado' },
      { value: 'cancelado', label: 'Cancelado' },
      { value: 'liquidado', label: 'Liquidado' },
    ];
    render(<FilterForm fields={[{ name: 'status', label: 'Status', type: 'multiselect', options }]} defaults={{ status: 'aprovado' }} onSearch={onSearch} />);
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('Aprovado');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Liquidado' }));
    await user.click(screen.getByRole('option', { name: 'Aprovado' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Liquidado');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ status: 'liquidado' });
  });
});

describe('FilterForm select reached with several values', () => {
  const options = [
    { value: 'todos', label: 'Todos' },
    { value: 'a_aprovar', label: 'A aprovar' },
    { value: 'em_contestacao', label: 'Em contestação' },
  ];
  const field: FilterField<'status'> = { name: 'status', label: 'Status', type: 'select', options };

  it('shows the combination by its labels, and another choice replaces it', async () => {
    const onSearch = vi.fn();
    render(<FilterForm fields={[field]} defaults={{ status: 'a_aprovar,em_contestacao' }} onSearch={onSearch} />);
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('A aprovar, Em contestação');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Em contestação' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ status: 'em_contestacao' });
  });

  it('adds no option for a value that is not made of its options', () => {
    expect(withCombinedOption(options, 'a_aprovar')).toBe(options);
    expect(withCombinedOption(options, 'a_aprovar,desconhecido')).toBe(options);
    expect(withCombinedOption(options, 'a_aprovar,em_contestacao').at(-1)).toEqual({ value: 'a_aprovar,em_contestacao', label: 'A aprovar, Em contestação' });
  });
});
