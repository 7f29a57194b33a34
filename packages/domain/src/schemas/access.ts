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

// Replies of the access calls: the server serialises with them, the web reads their types.

/** A user IS an account: id and account_id are the same; status is 'Ativo' or 'Inativo'. */
export const userResponseSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  profile_id: z.number().nullable(),
  profile_description: z.string().nullable(),
  status: z.string(),
  active: z.boolean(),
  locked: z.boolean(),
  invite_pending: z.boolean(),
  conta_principal: z.boolean(),
  account_type: z.string(),
  creditor_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type User = z.infer<typeof userResponseSchema>;

/** POST users: the new account. */
export const userCreatedResponseSchema = z.object({ account_id: z.string(), user_id: z.string() });
export type UserCreated = z.infer<typeof userCreatedResponseSchema>;

/** Answers that only carry a message for the user (unlock, resend invitation, inactivate...). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** count: the users (active or not) that hold the profile. */
export const profileResponseSchema = z.object({
  id: z.number(),
  description: z.string(),
  is_lastro: z.boolean(),
  active: z.boolean(),
  is_creditor_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  count: z.number(),
});
export type Profile = z.infer<typeof profileResponseSchema>;

/** A profile with its grants (each with its resource's slug). */
export const profileDetailResponseSchema = profileResponseSchema.extend({
  resources: z.array(z.object({ user_resource_id: z.number(), permition: z.enum(ACTIONS), slug: z.string() })),
});
export type ProfileDetail = z.infer<typeof profileDetailResponseSchema>;
/** One grant as the profile form holds and sends it. */
export type ProfileGrant = Omit<ProfileDetail['resources'][number], 'slug'>;

/** A profile in a profile select. */
export const profileOptionResponseSchema = z.object({ id: z.number(), description: z.string(), is_lastro: z.boolean() });
export type ProfileOption = z.infer<typeof profileOptionResponseSchema>;

/** A resource of the permission matrix, with the actions that mean something for it. */
export const resourceResponseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  module: z.string(),
  sub_module: z.string(),
  description: z.string(),
  permition_delete: z.boolean(),
  actions: z.array(z.enum(ACTIONS)),
});
export type Resource = z.infer<typeof resourceResponseSchema>;

/** An account holding a profile (the profile's users list). */
export const profileAccountResponseSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  status: z.string(),
  active: z.boolean(),
  account_type: z.string(),
  creditor_id: z.string().nullable(),
  creditor_name: z.string().nullable(),
  created_at: z.string(),
});
export type ProfileAccount = z.infer<typeof profileAccountResponseSchema>;

/** GET invitations/{token}: the invited account, while the link is valid. */
export const invitationResponseSchema = z.object({ email: z.string(), name: z.string(), expires_at: z.string() });
export type Invitation = z.infer<typeof invitationResponseSchema>;

/** POST invitations/{token}/accept. */
export const invitationAcceptedResponseSchema = z.object({ email: z.string(), message: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedResponseSchema>;
