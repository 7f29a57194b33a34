import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the commitments' query keys, here so that what is not the commitments feature
 * (the notifications stream) can refresh them: a registry change to a deal arrives as a
 * notification of type 2, and the list and detail on screen must show it without asking.
 */
export const commitmentKeys = {
  all: ['commitments'] as const,
  list: ['commitments', 'list'] as const,
  requests: ['commitments', 'requests'] as const,
};

export const dealDetailRoot = (id: string) => ['deals', 'detail', id] as const;

/** Refetches the commitment lists and, when given, one commitment's detail. */
export function refreshDeals(client: QueryClient, dealId?: string) {
  void client.invalidateQueries({ queryKey: commitmentKeys.all });
  if (dealId) void client.invalidateQueries({ queryKey: dealDetailRoot(dealId) });
}
