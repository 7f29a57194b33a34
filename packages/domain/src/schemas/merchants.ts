import { z } from 'zod';
import type { PartnerType } from '../codes/partners';
import { boundedString, documentSchema, emailSchema, phoneSchema, requiredString } from './common';
import { boundedArray, cepSchema, idSchema, optionalEmailSchema, optionalString, stateSchema } from './fields';

/** A CNAE of the merchant as the CNPJ look-up answered: '4751-2/01' and its description. */
export const merchantCnaeSchema = z.object({
  number: boundedString(16),
  description: boundedString(),
});
export type MerchantCnae = z.infer<typeof merchantCnaeSchema>;

/** A partner of the company in the public register (QSA), CPF masked as the public sources give it. */
export const merchantExternalPartnerSchema = z.object({
  name: boundedString(),
  qualification: boundedString(),
  cpf: boundedString(20),
});
export type MerchantExternalPartner = z.infer<typeof merchantExternalPartnerSchema>;

/**
 * What the CNPJ look-up fills and the user never types: person type (1 PF, 2 PJ; derived from
 * the document when absent), legal nature, CNAEs and the partners' register.
 */
const merchantRegisterExtras = {
  type_person: z.union([z.literal(1), z.literal(2)]).optional(),
  contact_document_number: boundedString(14).optional(),
  legal_nature_description: boundedString().optional(),
  cnaes: boundedArray(merchantCnaeSchema, 100).optional(),
  partners_external_data: boundedArray(merchantExternalPartnerSchema, 100).optional(),
};

/** Merchant of a regular supplier: registration and contact data required. */
export const merchantSupplierSchema = z.object({
  creditor_id: idSchema,
  document_number: documentSchema,
  trading_name: requiredString(),
  company_name: requiredString(),
  contact_name: requiredString(),
  contact_email: emailSchema,
  phone_number: phoneSchema,
  address_zip_code: cepSchema,
  address: requiredString(),
  address_number: requiredString(),
  address_complement: optionalString,
  address_neighborhood: requiredString(),
  address_city: requiredString(),
  address_state: stateSchema,
  ...merchantRegisterExtras,
});

/** Merchant of a financial-institution partner: only the document; e-mail valid if given. */
export const merchantFinancialInstitutionSchema = z.object({
  creditor_id: idSchema.optional(),
  document_number: documentSchema,
  contact_email: optionalEmailSchema(),
  trading_name: boundedString().optional(),
  company_name: boundedString().optional(),
  contact_name: boundedString().optional(),
  phone_number: boundedString(20).optional(),
  address_zip_code: boundedString(9).optional(),
  address: boundedString().optional(),
  address_number: boundedString(20).optional(),
  address_complement: optionalString,
  address_neighborhood: boundedString().optional(),
  address_city: boundedString().optional(),
  address_state: boundedString(2).optional(),
  ...merchantRegisterExtras,
});

/** The merchant schema that applies to the partner type. */
export function merchantSchemaFor(partnerType: PartnerType) {
  return partnerType === 'if' ? merchantFinancialInstitutionSchema : merchantSupplierSchema;
}

/** New partner (sócio) of a merchant. */
export const merchantPartnerSchema = z.object({
  document_number: documentSchema,
  full_name: requiredString(),
});

/** Acquirer link of a merchant. */
export const merchantAcquirerLinkSchema = z.object({
  acquirer_id: idSchema,
  advancement_id: idSchema,
});
