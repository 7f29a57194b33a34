import type { SampleItem, SampleItemInput } from '@lastro/domain';
import { crudApi } from '../../../lib/crud-api';

/** The list's filters as the address keeps them. */
export type SampleItemFilters = { name: string };

/** GET and POST sample-items, GET, PUT and DELETE sample-items/{id} (name, offset, limit, <key>Order). */
export const sampleItemsApi = crudApi<SampleItem, SampleItemInput, SampleItemFilters>('sample-items');
