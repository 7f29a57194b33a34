import type { DocumentAnswer, ZipcodeAnswer } from '@lastro/domain';
import { api } from '../../../lib/api';

/** POST accounts/search-document: the company of a CNPJ, with its CNAEs, legal nature and partners' register. */
export const searchCompany = (document: string) =>
  api.post<DocumentAnswer>('account', 'accounts/search-document', { document, type: '1', creditor_type_if: false });

/** POST accounts/search-zipcode: the address of a CEP. */
export const searchAddress = (zipCode: string) => api.post<ZipcodeAnswer>('account', 'accounts/search-zipcode', { zipCode });
