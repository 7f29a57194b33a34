/** One entry of a code table: the stored value and its Portuguese label. */
export interface CodeOption<V extends string | number | boolean = string | number> {
  readonly value: V;
  readonly label: string;
}

type ValueOf<T extends readonly CodeOption<string | number | boolean>[]> = T[number]['value'];

/**
 * The option whose value matches. Values are compared as text, so '1' finds 1 (query strings,
 * CSV cells and JSON often disagree on the type).
 */
export function findOption<T extends readonly CodeOption<string | number | boolean>[]>(
  table: T,
  value: unknown,
): T[number] | undefined {
  if (value === null || value === undefined) return undefined;
  const key = String(value);
  return table.find((option) => String(option.value) === key);
}

/** The label of a value, or `fallback` ('-' by default) when the value is unknown. */
export function labelOf(
  table: readonly CodeOption<string | number | boolean>[],
  value: unknown,
  fallback = '-',
): string {
  return findOption(table, value)?.label ?? fallback;
}

/** True when `value` is exactly (same type) one of the table's values. */
export function isCodeValue<T extends readonly CodeOption<string | number | boolean>[]>(
  table: T,
  value: unknown,
): value is ValueOf<T> {
  return table.some((option) => option.value === value);
}

/** The values of a table, in order. */
export function valuesOf<T extends readonly CodeOption<string | number | boolean>[]>(table: T): ValueOf<T>[] {
  return table.map((option) => option.value);
}
