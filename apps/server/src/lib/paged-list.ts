import { listResponse } from '@lastro/domain';

/** Handler of a plain paged list route: the service's page and total in the spec's list shape. */
export const pagedList =
  <Q extends { offset: number; limit: number }, T>(search: (query: Q) => Promise<{ rows: T[]; count: number }>) =>
  async (request: { query: Q }) => {
    const { rows, count } = await search(request.query);
    return listResponse(rows, { offset: request.query.offset, limit: request.query.limit, count });
  };
