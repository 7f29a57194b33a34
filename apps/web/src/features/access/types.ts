import type { ListParams } from '../../lib/list-params';

/** Reply shapes of the access calls: the domain's response schemas. */
export type { Profile, ProfileAccount, ProfileDetail, ProfileGrant, Resource, User } from '@lastro/domain';

export type UserFilters = {
  name: string;
  email: string;
  phone_number: string;
};

export type ProfileFilters = {
  name: string;
  /** '' all, 'true' platform, 'false' Fornecedor. */
  is_lastro: string;
  /** '' all, 'true' Sim, 'false' Não. */
  active: string;
};

export type ProfileAccountFilters = {
  name: string;
  email: string;
  active: string;
};

/** Paging and sort of a list call. */
export type Paging = ListParams;

/** What the create and edit pages handle (?type=). */
export type AccessFormType = 'user' | 'user-creditor' | 'profile' | 'visual';
