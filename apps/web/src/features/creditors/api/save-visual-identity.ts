import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisualIdentityInput } from '@lastro/domain';
import { api } from '../../../lib/api';
import type { VisualIdentity } from '../types';
import { creditorKeys } from './keys';

export interface VisualIdentityForm extends VisualIdentityInput {
  file_logo: File | null;
  file_image: File | null;
}

/** POST creditors/{id}/visual-identity, or PATCH .../{visualId}, as multipart form data. */
export const saveVisualIdentity = (creditorId: string, visualId: string | null, input: VisualIdentityForm) => {
  const form = new FormData();
  form.append('path_url', input.path_url ?? '');
  form.append('color_hex', input.color_hex);
  form.append('article', input.article);
  form.append('product_service', input.product_service);
  if (input.file_logo) form.append('file_logo', input.file_logo);
  if (input.file_image) form.append('file_image', input.file_image);
  const base = `creditors/${encodeURIComponent(creditorId)}/visual-identity`;
  return visualId
    ? api.upload<VisualIdentity>('creditor', `${base}/${encodeURIComponent(visualId)}`, form, 'PATCH')
    : api.upload<VisualIdentity>('creditor', base, form, 'POST');
};

export function useSaveVisualIdentity(creditorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ visualId, input }: { visualId: string | null; input: VisualIdentityForm }) =>
      saveVisualIdentity(creditorId, visualId, input),
    onSuccess: (data) => client.setQueryData(creditorKeys.visualIdentity(creditorId), data),
  });
}
