import { z } from 'zod';
import type { PartnerType } from '../codes/partners';
import { documentSchema, emailSchema, phoneSchema, requiredString } from './common';
import { cepSchema, idSchema, optionalEmailSchema, optionalString, stateSchema } from './fields';

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
});

/** Merchant of a financial-institution partner: only the document; e-mail valid if given. */
export const merchantFinancialInstitutionSchema = z.object({
  creditor_id: idSchema.optional(),
  document_number: documentSchema,
  contact_email: optionalEmailSchema(),
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
