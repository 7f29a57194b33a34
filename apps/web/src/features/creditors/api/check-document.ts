import { api } from '../../../lib/api';

/** POST validation/search-document/{document}: a truthy answer means the CNPJ is already registered. */
export const isDocumentRegistered = async (document: string) =>
  Boolean(await api.post<boolean>('checkid', `validation/search-document/${encodeURIComponent(document)}`));
