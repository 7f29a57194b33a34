import { useMemo, useState } from 'react';
import { useListState } from '../../../../components';
import type { ListParams, SortParam } from '../../../../lib/list-params';
import { periodProblems } from '../../api/check-filters';
import { useItemPickers } from '../../api/useItemPickers';
import { useItemDrawer } from './useItemDrawer';

type ItemFilters = Record<string, string> & { creditor_id: string; date_from?: string; date_to?: string };

/**
 * What every item screen starts from (spec 4 §2.2): its filters, page and sort in the address
 * (with the screen's default sort when no column is chosen), the drawer's `?item={id}`, the
 * pickers, the period rule, and whether the calls may go. `companyFree`: a screen that reads no
 * company (the contracts') asks even for a creditor with none.
 */
export function useItemListScreen<F extends ItemFilters>(
  makeDefaults: () => F,
  isAdmin: boolean,
  defaultSort: Partial<SortParam>,
  pickerOptions: { unidentified?: boolean; companyFree?: boolean } = {},
) {
  // The defaults are today's: computed once per mount.
  const [defaults] = useState(makeDefaults);
  const list = useListState<F>(defaults);
  const [openId, setDrawer] = useItemDrawer();
  const pickers = useItemPickers(isAdmin, list.filters.creditor_id, pickerOptions);
  const { date_from: from, date_to: to } = list.filters;
  const problems = useMemo(() => periodProblems(from ?? '', to ?? ''), [from, to]);
  const params: ListParams = list.sort ? list.params : { ...list.params, ...defaultSort };
  const enabled = problems.length === 0 && (pickerOptions.companyFree === true || (pickers.ready && !pickers.noCompany));
  return { list, openId, setDrawer, pickers, problems, params, enabled };
}
