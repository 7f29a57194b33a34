import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentStatusPatch,
  MerchantDocument,
  MerchantDocumentDetail,
  MessageResponse,
} from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import { fetchApiBlob } from '../../../lib/download';

const key = (merchantId: string) => ['merchants', merchantId, 'documents'] as const;

/** GET checkids?accountId: the latest document of each type. */
export function useMerchantDocuments(merchantId: string) {
  return useQuery({
    queryKey: [...key(merchantId), 'current'],
    queryFn: () =>
      api.get<{ results: MerchantDocument[] }>('checkid', 'checkids', { query: { accountId: merchantId } }),
  });
}

/** GET checkids/details/{id}: the Campo / Cadastro / OCR table and the face match. */
export function useDocumentDetail(merchantId: string, id: string | null) {
  return useQuery({
    queryKey: [...key(merchantId), 'detail', id],
    queryFn: () => api.get<MerchantDocumentDetail>('checkid', `checkids/details/${id}`),
    enabled: Boolean(id),
    // While the dialog is open on an unread document, the job's reading shows when it lands.
    refetchInterval: (query) => (query.state.data && !query.state.data.processed_at ? 3000 : false),
  });
}

/** GET checkids/history: every version of one type, newest first. */
export function useDocumentHistory(
  merchantId: string,
  typeDoc: number | null,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: [...key(merchantId), 'history', typeDoc, page],
    queryFn: () =>
      api.get<ListResult<MerchantDocument>>('checkid', 'checkids/history', {
        query: { accountId: merchantId, typeDoc, offset: page * pageSize, limit: pageSize },
      }),
    enabled: typeDoc !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The document's file as an object URL: the route needs the session's token, which an <img> or
 * <iframe> src cannot carry.
 */
export function useDocumentFile(path: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!path) return undefined;
    let created: string | null = null;
    const abort = new AbortController();
    void fetchApiBlob('checkid', path.replace(/^\/api/, ''), abort.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setFailed(true);
      });
    return () => {
      abort.abort();
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
      setFailed(false);
    };
  }, [path]);
  return { url, failed };
}

function useRefresh(merchantId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key(merchantId) });
}

/** POST checkids (multipart files, file_type, file_info, account_id). */
export function useUploadDocument(merchantId: string) {
  const refresh = useRefresh(merchantId);
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { file: File; fileType: number }) => {
      const form = new FormData();
      form.append('account_id', merchantId);
      form.append('file_type', String(input.fileType));
      form.append('file_info', input.file.name);
      form.append('files', input.file);
      return api.upload<{ ok: boolean; message: string; body: MerchantDocument }>(
        'checkid',
        'checkids',
        form,
      );
    },
    onSuccess: refresh,
  });
}

/** PATCH checkids: approve (2) or refuse (3, with comment). */
export function useSetDocumentStatus(merchantId: string) {
  const refresh = useRefresh(merchantId);
  return useMutation({
    mutationFn: (body: DocumentStatusPatch) =>
      api.patch<{ message: string; body: MerchantDocument }>('checkid', 'checkids', body),
    onSuccess: refresh,
  });
}

/** GET checkids/process: the identity check as a job. */
export function useProcessDocuments(merchantId: string) {
  return useMutation({
    mutationFn: () =>
      api.get<MessageResponse>('checkid', 'checkids/process', { query: { accountId: merchantId } }),
  });
}

/** Ativar conta (ativo) / Reprovar conta (inativo). */
export function useAccountStatus(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'ativo' | 'inativo') =>
      api.patch<MessageResponse>('merchant', `merchants/${merchantId}/account-status`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['merchants'] }),
  });
}

/** checkids/email-account (no justification) or checkids/email-docs (the refused documents' reasons). */
export function useRejectionEmail(merchantId: string) {
  return useMutation({
    mutationFn: (kind: 'email-account' | 'email-docs') =>
      api.post<MessageResponse>('checkid', `checkids/${kind}`, { account_id: merchantId }),
  });
}
