import type { ListParams } from '../../lib/list-params';
import type { PermissionAction } from '@lastro/domain';

/** A user IS an account: id and account_id are the same. */
export interface User {
  id: string;
  account_id: string;
  name: string;
  email: string;
  phone_number: string | null;
  profile_id: number | null;
  profile_description: string | null;
  /** 'Ativo' or 'Inativo'. */
  status: string;
  active: boolean;
  locked: boolean;
  invite_pending: boolean;
  conta_principal: boolean;
  account_type: 'Backoffice' | 'Creditor' | string;
  creditor_id: string | null;
  created_at: string;
  updated_at: string | null;
}

export type UserFilters = {
  name: string;
  email: string;
  phone_number: string;
};

export interface Profile {
  id: number;
  description: string;
  is_lastro: boolean;
  active: boolean;
  is_creditor_admin: boolean;
  created_at: string;
  updated_at: string | null;
  count: number;
}

export interface ProfileGrant {
  user_resource_id: number;
  permition: PermissionAction;
}

export interface ProfileDetail extends Profile {
  resources: (ProfileGrant & { slug: string })[];
}

export type ProfileFilters = {
  name: string;
  /** '' all, 'true' platform, 'false' Fornecedor. */
  is_lastro: string;
  /** '' all, 'true' Sim, 'false' Não. */
  active: string;
};

export interface ProfileAccount {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  status: string;
  active: boolean;
  creditor_name: string | null;
}

export type ProfileAccountFilters = {
  name: string;
  email: string;
  active: string;
};

export interface Resource {
  id: number;
  slug: string;
  module: string;
  sub_module: string;
  description: string;
  permition_delete: boolean;
  /** The actions that mean something for the resource. */
  actions: PermissionAction[];
}

export interface CreditorOption {
  id: string;
  company_name: string;
  trading_name: string;
  document_number: string;
}

/** Paging and sort of a list call. */
export type Paging = ListParams;

/** What the create and edit pages handle (?type=). */
export type AccessFormType = 'user' | 'user-creditor' | 'profile' | 'visual';
