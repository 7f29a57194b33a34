import { useQuery } from '@tanstack/react-query';
import { DROPDOWN_LIMIT } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import type { Option } from '../types';
import { scheduleKeys } from './keys';

/** Every acquirer and arrangement (the toggle to all). */
export function useAllAcquirersAndArrangements() {
  return useQuery({
    queryKey: [...scheduleKeys.merchant, 'all-domains'],
    queryFn: async () => {
      const [acquirers, arrangements] = await Promise.all([
        api.get<ListResult<{ acquirer_name: string; document_number: string }>>('domain', 'domains/acquirers', {
          query: { limit: DROPDOWN_LIMIT, active: true },
        }),
        api.get<ListResult<{ brand_name: string; payment_arrangement: string }>>('domain', 'domains/arrangements', {
          query: { limit: DROPDOWN_LIMIT },
        }),
      ]);
      return {
        acquirers: acquirers.results.map<Option>((a) => ({ value: a.document_number, label: a.acquirer_name })),
        arrangements: arrangements.results.map<Option>((a) => ({ value: a.payment_arrangement, label: a.brand_name })),
      };
    },
    staleTime: 60_000,
  });
}
