import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api, type ListResult } from '../../lib/api';
import type { ListParams } from '../../lib/list-params';
import { useListState } from '../FilterForm/useListState';
import type { FilterField } from '../FilterForm/FilterForm';
import { ListScreen } from './ListScreen';

interface Company {
  id: string;
  company_name: string;
  document_number: string;
}
type Filters = { name: string };

const DEFAULTS: Filters = { name: '' };
const FIELDS: FilterField<'name'>[] = [{ name: 'name', label: 'Nome', type: 'text' }];
const COLUMNS: ColumnDef<Company>[] = [
  { accessorKey: 'company_name', header: 'Razão social' },
  { id: 'document_number', header: 'CNPJ', cell: ({ row }) => row.original.document_number },
  { id: 'actions', header: 'Ações', cell: () => null },
];
const ROWS: Company[] = [
  { id: 'c1', company_name: 'Alfa', document_number: '111' },
  { id: 'c2', company_name: 'Beta', document_number: '222' },
];

/** Answers every list call with two rows of 40, recording the query strings sent. */
function stubFetch() {
  const sent: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(new URL(url, 'http://test').searchParams);
      const body: ListResult<Company> = {
        results: ROWS,
        metadata: { resultset: { offset: 0, limit: 10, count: 40 } },
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return { sent, last: () => Object.fromEntries(sent.at(-1) ?? []) };
}

function useCompanies(filters: Filters, params: ListParams) {
  return useQuery({
    queryKey: ['companies', filters, params],
    queryFn: () => api.get<ListResult<Company>>('general', 'companies', { query: { ...filters, ...params } }),
    placeholderData: keepPreviousData,
  });
}

function Companies({ namespace, detail }: { namespace?: string; detail?: boolean }) {
  const list = useListState(DEFAULTS, { namespace });
  const query = useCompanies(list.filters, list.params);
  return (
    <ListScreen
      list={list}
      query={query}
      fields={FIELDS}
      columns={COLUMNS}
      renderExpanded={detail ? (row) => <span>Detalhe de {row.company_name}</span> : undefined}
    />
  );
}

function renderAt(path: string, element = <Companies />) {
  const router = createMemoryRouter([{ path: '/list', element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('ListScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores filters, page, page size and sort from the address and sends them to the server', async () => {
    const api = stubFetch();
    renderAt('/list?name=Ana&offset=25&limit=25&companyNameOrder=desc');
    expect(await screen.findByText('Alfa')).toBeInTheDocument();
    expect(api.last()).toEqual({ name: 'Ana', offset: '25', limit: '25', companyNameOrder: 'desc' });
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(header('Razão social')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('26-40 de 40')).toBeInTheDocument();
  });

  it('ignores paging the address cannot mean', async () => {
    const api = stubFetch();
    renderAt('/list?offset=-5&limit=100000&nameOrder=sideways');
    expect(await screen.findByText('Alfa')).toBeInTheDocument();
    expect(api.last()).toEqual({ offset: '0', limit: '10' });
  });

  it('sorts on the server: a header cycles asc, desc, then cleared, each in the address and the request', async () => {
    const api = stubFetch();
    const router = renderAt('/list?offset=20');
    const user = userEvent.setup();
    await screen.findByText('Alfa');
    const sortButton = within(header('Razão social')).getByRole('button');

    await user.click(sortButton);
    // A new sort starts again at the first page.
    await waitFor(() => expect(router.state.location.search).toBe('?companyNameOrder=asc'));
    await waitFor(() => expect(api.last()).toEqual({ offset: '0', limit: '10', companyNameOrder: 'asc' }));
    expect(header('Razão social')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(sortButton);
    await waitFor(() => expect(api.last()).toEqual({ offset: '0', limit: '10', companyNameOrder: 'desc' }));
    expect(router.state.location.search).toBe('?companyNameOrder=desc');

    await user.click(sortButton);
    await waitFor(() => expect(api.last()).toEqual({ offset: '0', limit: '10' }));
    expect(router.state.location.search).toBe('');
    expect(header('Razão social')).not.toHaveAttribute('aria-sort');

    // Every data column sorts (one at a time) by the camelCase of its field; row actions do not.
    await user.click(within(header('CNPJ')).getByRole('button'));
    await waitFor(() => expect(api.last()).toEqual({ offset: '0', limit: '10', documentNumberOrder: 'asc' }));
    expect(within(header('Ações')).queryByRole('button')).toBeNull();
  });

  it('a search and a page change are history entries: back and forward restore the form and the list', async () => {
    const api = stubFetch();
    const router = renderAt('/list');
    const user = userEvent.setup();
    await screen.findByText('Alfa');

    await user.type(screen.getByLabelText('Nome'), 'Bruno');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=Bruno'));
    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(api.last()).toEqual({ name: 'Bruno', offset: '10', limit: '10' }));
    expect(router.state.location.search).toBe('?name=Bruno&offset=10');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(api.last()).toEqual({ name: 'Bruno', offset: '0', limit: '10' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(''));
    await waitFor(() => expect(api.last()).toEqual({ offset: '0', limit: '10' }));

    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Bruno'));

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps a namespaced list apart from the other parameters of the address', async () => {
    const api = stubFetch();
    const router = renderAt('/list?tab=2&banks.name=Itau&name=other', <Companies namespace="banks" />);
    await screen.findByText('Alfa');
    expect(api.last()).toEqual({ name: 'Itau', offset: '0', limit: '10' });
    const user = userEvent.setup();
    await user.click(within(header('Razão social')).getByRole('button'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tab=2&name=other&banks.name=Itau&banks.companyNameOrder=asc',
      ),
    );
  });

  it('expands a row to show its detail (master-detail)', async () => {
    stubFetch();
    renderAt('/list', <Companies detail />);
    await screen.findByText('Alfa');
    const [first] = screen.getAllByRole('button', { name: 'Expandir linha' });
    expect(screen.queryByText('Detalhe de Alfa')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Detalhe de Alfa')).toBeInTheDocument();
    expect(screen.queryByText('Detalhe de Beta')).not.toBeInTheDocument();
    await user.click(first!);
    expect(screen.queryByText('Detalhe de Alfa')).not.toBeInTheDocument();
  });
  it('never shows an older request’s answer for a new search, even when that answer comes last', async () => {
    // Every call waits until the test answers it; each name filter answers with its own row.
    const pending: { name: string; answer: () => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            const name = new URL(url, 'http://test').searchParams.get('name') ?? '';
            const row = { id: `r-${name}`, company_name: name ? `Resultado ${name}` : 'Todos', document_number: '1' };
            const body: ListResult<Company> = { results: [row], metadata: { resultset: { offset: 0, limit: 10, count: 1 } } };
            pending.push({ name, answer: () => resolve(new Response(JSON.stringify(body), { status: 200 })) });
          }),
      ),
    );
    const answer = async (name: string) => {
      const call = pending.find((p) => p.name === name);
      expect(call, `no call for '${name}'`).toBeDefined();
      await act(async () => call!.answer());
    };
    const router = renderAt('/list?name=Ana');
    await waitFor(() => expect(pending).toHaveLength(1));
    await answer('Ana');
    expect(await screen.findByText('Resultado Ana')).toBeInTheDocument();

    // 'Limpar' (the slow, older call), then a new search answered before it.
    await act(async () => void router.navigate('/list'));
    await waitFor(() => expect(pending.some((p) => p.name === '')).toBe(true));
    await act(async () => void router.navigate('/list?name=Bia'));
    await waitFor(() => expect(pending.some((p) => p.name === 'Bia')).toBe(true));
    // While 'Bia' is asked, no other search's rows stand for it.
    expect(screen.queryByText('Resultado Ana')).not.toBeInTheDocument();
    await answer('Bia');
    expect(await screen.findByText('Resultado Bia')).toBeInTheDocument();
    await answer('');
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('Resultado Bia')).toBeInTheDocument();
    expect(screen.queryByText('Todos')).not.toBeInTheDocument();
  });
});
