import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { listFilterProps, listTableProps } from './list-props';
import { useListState } from './useListState';

describe('list props', () => {
  it('binds FilterForm to the list state: search moves to page one, reset restores the defaults', () => {
    const { result } = renderHook(() => useListState({ name: '' }), { wrapper: MemoryRouter });
    act(() => result.current.setPage(20, 10));
    const props = listFilterProps(result.current);
    expect(props.initialValues).toEqual({ name: '' });
    act(() => props.onSearch({ name: 'Banco' }));
    expect(result.current.filters).toEqual({ name: 'Banco' });
    expect(result.current.offset).toBe(0);
    act(() => listFilterProps(result.current).onReset());
    expect(result.current.filters).toEqual({ name: '' });
  });

  it('gives DataTable the page rows, the total count and the paging of the list state', () => {
    const setPage = vi.fn();
    const list = { offset: 10, limit: 10, setPage };
    const rows = [{ id: 1 }, { id: 2 }];
    const props = listTableProps(list, {
      data: { results: rows, metadata: { resultset: { count: 12 } } },
      isFetching: true,
    });
    expect(props).toEqual({
      data: rows,
      total: 12,
      offset: 10,
      limit: 10,
      onPageChange: setPage,
      loading: true,
    });
    expect(listTableProps(list, { data: undefined, isFetching: false })).toMatchObject({
      data: [],
      total: 0,
      loading: false,
    });
  });
});
