import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Arrangement } from '../types';
import { registerKeys } from './keys';

export interface CreateArrangementInput {
  brand_name: string;
  brand_code: string;
  type: string;
  payment_arrangement: string;
  file?: File | null;
}

/** POST domains/arrangements as multipart (brand_name, brand_code, type, payment_arrangement, file). */
export function createArrangement(input: CreateArrangementInput) {
  const form = new FormData();
  form.append('brand_name', input.brand_name);
  form.append('brand_code', input.brand_code);
  form.append('type', input.type);
  form.append('payment_arrangement', input.payment_arrangement);
  if (input.file) form.append('file', input.file);
  return api.upload<Arrangement>('domain', 'domains/arrangements', form);
}

export function useCreateArrangement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArrangement,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.arrangements }),
  });
}
