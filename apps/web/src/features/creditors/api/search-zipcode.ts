import { api } from '../../../lib/api';
import type { ZipcodeAnswer } from '../types';

/** POST accounts/search-zipcode: the address of a CEP (answer's provider says where it came from). */
export const searchZipcode = (zipCode: string) => api.post<ZipcodeAnswer>('account', 'accounts/search-zipcode', { zipCode });
