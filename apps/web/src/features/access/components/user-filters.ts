import { MESSAGES } from '@lastro/domain';
import type { FilterField } from '../../../components';
import type { UserFilters } from '../types';

const M = MESSAGES.access;

/** The filters of both user lists (platform and creditor): name, e-mail and phone. */
export const USER_FILTER_DEFAULTS: UserFilters = { name: '', email: '', phone_number: '' };

export const USER_FILTER_FIELDS: FilterField<keyof UserFilters>[] = [
  { name: 'name', label: M.nameColumn, type: 'text' },
  { name: 'email', label: M.emailColumnShort, type: 'text' },
  { name: 'phone_number', label: M.phoneColumn, type: 'phone' },
];
