import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { Bank } from '../types';
import { registerKeys } from './keys';

/** POST domains/banks ({name, code, ispb}). */
export const createBank = (input: BankInput) => api.post<Bank>('domain', 'domains/banks', input);

export function useCreateBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBank,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.banks }),
  });
}
