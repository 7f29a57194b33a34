/** Partner type of a creditor, query or merchant: financial institution or regular supplier. */
export const PARTNER_TYPES = [
  { value: 'if', label: 'Instituição Financeira' },
  { value: 'fornecedor', label: 'Fornecedor' },
] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number]['value'];
export const PARTNER_TYPE = { financialInstitution: 'if', supplier: 'fornecedor' } as const;

/** Values of the creditor parameter perfil_parceiro, with the labels the screens show. */
export const PARTNER_PROFILES = [
  { value: 'pos_compromisso', label: 'pos_compromisso' },
  { value: 'pre_compromisso', label: 'pre_compromisso' },
  { value: 'if', label: 'Instituição financeira' },
  { value: 'Fornecedor', label: 'Fornecedor' },
  { value: 'default', label: 'default' },
  { value: 'parceiro', label: 'parceiro' },
] as const;
export type PartnerProfile = (typeof PARTNER_PROFILES)[number]['value'];

/** Partner type implied by a partner profile: 'if' for the financial institution, else fornecedor. */
export function partnerTypeOfProfile(profile: string | null | undefined): PartnerType {
  return profile === 'if' ? 'if' : 'fornecedor';
}
