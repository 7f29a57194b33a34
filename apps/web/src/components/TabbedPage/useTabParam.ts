import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_TAB_PARAM = 'tab';

/** Reads the tab index from the query string: missing or invalid means 0. */
export function readTabIndex(searchParams: URLSearchParams, param: string = DEFAULT_TAB_PARAM): number {
  const raw = searchParams.get(param);
  if (raw === null) return 0;
  const index = Number(raw);
  return Number.isInteger(index) && index >= 0 ? index : 0;
}

/**
 * The tab index kept in the query parameter `param`. Index 0 removes the parameter;
 * other query parameters (id, type...) are kept.
 */
export function useTabParam(param: string = DEFAULT_TAB_PARAM): [number, (index: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const index = readTabIndex(searchParams, param);
  const setIndex = useCallback(
    (next: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 0) params.delete(param);
        else params.set(param, String(next));
        return params;
      });
    },
    [param, setSearchParams],
  );
  return [index, setIndex];
}
