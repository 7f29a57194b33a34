import { api } from '../../../lib/api';
import type { DocumentAnswer } from '../types';

/** POST accounts/search-document: the company data of a CNPJ. */
export const searchDocument = (document: string) =>
  api.post<DocumentAnswer>('account', 'accounts/search-document', { document, type: '1', creditor_type_if: false });
