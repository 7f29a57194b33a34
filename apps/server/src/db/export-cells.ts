import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MESSAGES, TIME_ZONE } from '@lastro/domain';

/*
 * Cells of an export's COPY query (ExportCopyQuery, lib/export-source.ts): each gives the text
 * its @lastro/domain formatter gives in Node, so a source's query and its columns' value()
 * write the same file. Masks (documents, phones, CEPs) are not here: a column reads the stored
 * value and formats it in Node (ExportColumn.copyCell), where they cost a fraction of what
 * SQL spends on them.
 */

type Expr = SQLWrapper | AnyColumn;

/** yesNo: 'Sim' when true, 'Não' otherwise (null too); a screen with texts of its own names them. */
export const yesNoCell = (value: Expr, yes: string = MESSAGES.common.yes, no: string = MESSAGES.common.no): SQL<string> =>
  sql`case when ${value} then ${yes} else ${no} end`;

/**
 * A code's label from its code table; an unknown code shows `fallback`, or the code itself
 * as text when none is given (labelOf(table, v, String(v))).
 */
export function labelCell(
  value: Expr,
  options: readonly { value: string | number; label: string }[],
  fallback?: string,
): SQL<string> {
  const whens = sql.join(
    options.map((o) => sql`when ${String(o.value)} then ${o.label}`),
    sql` `,
  );
  return sql`case ${value} ${whens} else ${fallback === undefined ? sql`${value}::text` : fallback} end`;
}

/** formatDateTime of an instant: DD/MM/YYYY HH:mm in São Paulo time, '-' when empty. */
export const dateTimeCell = (value: Expr): SQL<string> =>
  sql`coalesce(to_char(${value} at time zone ${TIME_ZONE}, 'DD/MM/YYYY HH24:MI'), '-')`;

/** formatDate of a calendar day: DD/MM/YYYY, '-' when empty. */
export const dateCell = (value: Expr): SQL<string> => sql`coalesce(to_char(${value}, 'DD/MM/YYYY'), '-')`;

/** The parts that are not empty, joined by ', ' (an address in one cell). */
export const joinedCell = (...parts: Expr[]): SQL<string> =>
  sql`concat_ws(', ', ${sql.join(
    parts.map((p) => sql`nullif(${p}, '')`),
    sql`, `,
  )})`;

/** Cents as reais, a numeric (a `number` column). */
export const reaisCell = (cents: Expr): SQL<string> => sql`(${cents}::numeric / 100)`;
