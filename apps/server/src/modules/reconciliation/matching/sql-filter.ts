import type { SortDirection } from '@lastro/domain';

/**
 * A parameterised SQL filter built clause by clause: `param` numbers each value ($1, $2…),
 * `and` keeps a clause, `where` joins them. The item lists' repositories write plain SQL
 * (their joins and aggregates read better so) and never splice a user's value into the text.
 */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(clause: string | false | 0 | undefined | null): this {
    if (clause) this.clauses.push(clause);
    return this;
  }

  get where(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }

  /** The clauses as one condition ('true' when none), to join to another query's own. */
  get conditions(): string {
    return this.clauses.length ? this.clauses.join(' and ') : 'true';
  }
}

/** `order by` of a sort key (a column expression from `columns`, never a user's text), the id breaking ties. */
export function orderOf<K extends string>(
  columns: Record<K, string>,
  sort: { key: K; direction: SortDirection } | undefined,
  fallback: string,
  id: string,
): string {
  if (!sort) return `order by ${fallback}, ${id}`;
  const dir = sort.direction === 'desc' ? 'desc' : 'asc';
  // The default null placement keeps the order that of the (…, key, id) indexes, read either way.
  return `order by ${columns[sort.key]} ${dir}, ${id} ${dir}`;
}

/** Escapes LIKE wildcards so a user's text is matched literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** '97.4' (one decimal) of a share, or null when nothing is decided. */
export function percentText(part: number, whole: number): string | null {
  if (!whole) return null;
  return (Math.round((part * 1000) / whole) / 10).toFixed(1);
}

/**
 * One page of a list: its ids first, from the filtered table in the order's index with only the
 * joins the order names (skipped rows cost no join), then those rows with every join.
 */
export function pageQuery(spec: { columns: string; table: string; joins: Record<string, string>; where: string; order: string; window: string; alias?: string }): string {
  const t = spec.alias ?? 'i';
  const needed = Object.entries(spec.joins)
    .filter(([alias]) => new RegExp(`\\b${alias}\\.`).test(spec.order))
    .map(([, join]) => join);
  return `select ${spec.columns} from ${spec.table} ${t} ${Object.values(spec.joins).join('\n')}
    where ${t}.id in (select ${t}.id from ${spec.table} ${t} ${needed.join('\n')} ${spec.where} ${spec.order} ${spec.window})
    ${spec.order}`;
}
