/** Dates leave the API as ISO strings; null stays null. */
export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);
