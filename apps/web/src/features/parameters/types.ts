import type { ListParams } from '../../lib/list-params';

/** Shapes of the register calls (spec doc 3 §3), as the server answers them. */
export interface Acquirer {
  id: number;
  acquirer_name: string;
  document_number: string;
  register_name: string;
  path: string | null;
  active: boolean;
  created_at: string;
  updated_at: string | null;
  inactivation_date: string | null;
}

export interface Arrangement {
  id: number;
  brand_name: string;
  brand_code: string;
  type: string;
  payment_arrangement: string;
  path: string | null;
  active: boolean;
  created_at: string;
  updated_at: string | null;
  inactivation_date: string | null;
}

export interface Bank {
  id: number;
  bank_name: string;
  bank_code: string;
  bank_ispb: string;
  created_at: string;
  updated_at: string | null;
}

export type ParameterType = 'Text' | 'Number' | 'List' | 'Boolean';

export interface ParameterDefinition {
  key: string;
  label: string;
  type: ParameterType;
  group: string;
  group_label: string;
  values: { value: string; description: string }[];
  sort_order: number;
  active: boolean;
  updated_at: string | null;
}

/** Paging and sort of a list call. */
export type Paging = ListParams;

export type AcquirerFilters = { name: string; document: string };
export type ArrangementFilters = { name: string; code: string; arrangement: string };
export type BankFilters = { name: string; code: string };

/** Record types of the edit route (?type=). */
export type RegisterType = 'acquirer' | 'arrangement' | 'bank';
