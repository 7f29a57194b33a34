import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { Bank } from '../types';
import { registerKeys } from './keys';

/** PATCH domains/banks/{id} ({name, code, ispb}). */
export function updateBank({ id, ...body }: BankInput & { id: number }) {
  return api.patch<Bank>('domain', `domains/banks/${id}`, body);
}

export function useUpdateBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.banks }),
  });
}
