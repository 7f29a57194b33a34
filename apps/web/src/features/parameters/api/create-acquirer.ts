import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Acquirer } from '../types';
import { registerKeys } from './keys';

export interface CreateAcquirerInput {
  acquirer_name: string;
  document_number: string;
  register_name: string;
  file?: File | null;
}

/** POST domains/acquirers as multipart (acquirer_name, document_number, register_name, file). */
export function createAcquirer(input: CreateAcquirerInput) {
  const form = new FormData();
  form.append('acquirer_name', input.acquirer_name);
  form.append('document_number', input.document_number);
  form.append('register_name', input.register_name);
  if (input.file) form.append('file', input.file);
  return api.upload<Acquirer>('domain', 'domains/acquirers', form);
}

export function useCreateAcquirer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAcquirer,
    onSuccess: () => client.invalidateQueries({ queryKey: registerKeys.acquirers }),
  });
}
