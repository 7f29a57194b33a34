import type { ListParams } from '../../../lib/list-params';

/** Column ids that are controls, not data: never exported. */
const CONTROL_COLUMNS = new Set(['actions', 'select']);

/**
 * What 'Baixar tabela' sends beside the filters so the file is the grid (spec 4 §2.x item 6,
 * §11): the visible columns' ids in their order and the list's sort (not its page).
 */
export function gridExportQuery(columns: readonly { id?: string }[], params: ListParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (key.endsWith('Order') && typeof value === 'string') out[key] = value;
  const ids = columns.flatMap((c) => (c.id && !CONTROL_COLUMNS.has(c.id) ? [c.id] : []));
  if (ids.length) out.columns = ids.join(',');
  return out;
}
