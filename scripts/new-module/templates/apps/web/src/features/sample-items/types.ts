export type { SampleItem } from '@lastro/domain';

/** The list's filters as the address keeps them. */
export type SampleItemFilters = { name: string };
