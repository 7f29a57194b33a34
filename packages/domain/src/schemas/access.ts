import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { ACTIONS } from '../permissions/slugs';
import { ACCESS_MESSAGES } from '../messages/access';
import { VALIDATION_MESSAGES } from '../messages/common';
import { platformPasswordSchema } from './auth';
import { mobilePhoneSchema, phoneSchema, requiredString } from './common';
import { boundedArray, idSchema, nameSchema } from './fields';

const userEmail = requiredString().pipe(z.email({ error: VALIDATION_MESSAGES.mustBeValidEmail }));
// The spec's callers send origin and type as numbers or as text.
const shortCode = z.coerce.string().max(INPUT_LIMITS.code, { error: VALIDATION_MESSAGES.maxLengthExceeded });
const userName = requiredString().min(8, { error: ACCESS_MESSAGES.userNameMin });

/** Platform user form (create): profile, full name (8+), e-mail, mobile phone, strong password. */
export const platformUserCreateSchema = z.object({
  profile_id: idSchema,
  name: userName,
  email: userEmail,
  phone_number: mobilePhoneSchema,
  password: platformPasswordSchema,
});
export type PlatformUserCreate = z.output<typeof platformUserCreateSchema>;

/** Platform user update body. */
export const platformUserUpdateSchema = z.object({
  profile_id: idSchema,
  user_name: userName,
  email: userEmail,
  phone_number: mobilePhoneSchema,
});
export type PlatformUserUpdate = z.output<typeof platformUserUpdateSchema>;

/** Creditor user form: profile, name, e-mail, phone (10+ digits). */
export const creditorUserSchema = z.object({
  profile_id: idSchema,
  name: requiredString(),
  email: userEmail,
  phone_number: phoneSchema,
});
export type CreditorUser = z.output<typeof creditorUserSchema>;

/** One granted action on one resource of a profile. */
export const profileResourceSchema = z.object({
  user_resource_id: idSchema,
  permition: z.enum(ACTIONS),
});

/** Profile form: name 3-30, type (true platform / false Fornecedor), at least one permission. */
export const profileSchema = z.object({
  description: nameSchema(3, 30),
  is_lastro: z.boolean({ error: VALIDATION_MESSAGES.required }),
  resources: boundedArray(profileResourceSchema).min(1, { error: ACCESS_MESSAGES.profilePermissionRequired }),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** Creditor user create body: the form plus the creditor it belongs to (`id`, the personId). */
export const creditorUserCreateSchema = creditorUserSchema.extend({
  id: requiredString(ACCESS_MESSAGES.creditorRequired),
  origin: shortCode.optional(),
  type: shortCode.optional(),
});
export type CreditorUserCreate = z.output<typeof creditorUserCreateSchema>;

/** Creditor user update body (the edit form sends the name as user_name, like platform users). */
export const creditorUserUpdateSchema = z.object({
  profile_id: idSchema,
  user_name: requiredString(),
  email: userEmail,
  phone_number: phoneSchema,
});
export type CreditorUserUpdate = z.output<typeof creditorUserUpdateSchema>;

/** Account status patch: users are only ever inactivated (irreversible). */
export const accountStatusSchema = z.object({
  status: z.literal('inativo', { error: VALIDATION_MESSAGES.required }),
});

/** Body naming an account by e-mail (unlock, resend invite). */
export const accountEmailSchema = z.object({ email: userEmail });

/** Password chosen on the invitation page: the platform rule. */
export const invitationAcceptSchema = z.object({ password: platformPasswordSchema });
