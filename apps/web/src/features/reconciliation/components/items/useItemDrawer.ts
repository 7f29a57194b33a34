import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The drawer's address parameter (spec 4 §2.2 item 1). */
const ITEM = 'item';

/**
 * The record a list's drawer shows, kept in the address as `?item={id}` beside the list's own
 * parameters, so a drawer can be bookmarked and closed by the back button.
 */
export function useItemDrawer(): [string | null, (id: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const setOpen = useCallback(
    (id: string | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(ITEM, id);
        else next.delete(ITEM);
        return next;
      }),
    [setSearch],
  );
  return [search.get(ITEM), setOpen];
}
