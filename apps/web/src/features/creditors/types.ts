/** Shapes of the creditor calls' answers (apps/server modules creditors, originators, pricing, visual-identity). */
import type { ParameterDefinition } from '@lastro/domain';

export type { Bank, ParameterDefinition } from '@lastro/domain';

export interface Creditor {
  id: string;
  document_number: string;
  trading_name: string;
  company_name: string;
  active: boolean;
  created_at: string;
  updated_at: string | null;
  address: string;
  address_number: string;
  address_complement: string;
  address_neighborhood: string;
  address_city: string;
  address_state: string;
  address_zip_code: string;
}

export interface CreditorDetail extends Creditor {
  account: { id: string; name: string; email: string; phone_number: string } | null;
}

export type CreditorFilters = { name: string; document: string };

export interface Domicile {
  id: string | null;
  cnpj_domicilio: string;
  titulo_domicilio: string;
  banco: string;
  ispb: string;
  agencia: string;
  conta: string;
  digito: string | null;
  tipo_conta: string;
  status: string;
  mensagem: string | null;
}

export interface Originator {
  id: string;
  cnpj_originador: string;
  razao_social: string;
  status: string;
  mensagem: string | null;
  data_cadastro: string;
  data_atualizacao: string | null;
  quantidade_domicilios: number;
  domicilios: Domicile[];
}

/** POST/PUT parceiro/originador answer: a list whose first item is read. */
export type OriginatorAnswer = { originadores: Originator[]; mensagem: string | null; status: string | null }[];



export interface CreditorParameter {
  creditor_id: string;
  description: string;
  parameter_key: string;
  parameter_value: string;
}

export interface CreditorParameters {
  parameters: CreditorParameter[];
  definitions: ParameterDefinition[];
}

export interface FeeRange {
  id: string;
  creditor_id: string;
  price_range: string;
  min_value: number;
  max_value: number;
  fee: number;
  start_date: string;
  end_date: string;
  active: boolean;
}

export interface PricingAnswer {
  results: FeeRange[];
  metadata: { resultset: { offset: number; limit: number; count: number } };
  periods: { start_date: string; end_date: string; ranges: number }[];
}

export interface VisualIdentity {
  id: string;
  creditor_id: string;
  color_hex: string;
  path_logo: string;
  path_image: string;
  path_url: string;
  article: string;
  product_service: string;
}

export type { DocumentAnswer, ZipcodeAnswer } from '@lastro/domain';
