import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MESSAGES, creditorUserSchema, platformUserCreateSchema } from '@lastro/domain';
import { FormMaskedField, FormTextField, SubmitButton, SubmitForm } from '../../../components';
import { useZodForm } from '../../../lib/useZodForm';
import { ProfileSelect } from './ProfileSelect';

const M = MESSAGES.access;

/** The fields of every user form; the password exists on the platform user's create form only. */
type UserFormInput = z.input<typeof creditorUserSchema> & { password?: string };
/** What the form submits, checked by the schema of its kind and mode. */
export type UserFormValues = z.output<typeof creditorUserSchema> & { password?: string };

export interface UserFormProps {
  kind: 'platform' | 'creditor';
  mode: 'create' | 'edit';
  initial?: UserFormInput;
  currentProfile?: { id: number; description: string } | null;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
}

/** The rules of spec 5: platform users (name 8+, mobile, password on create) and creditor users (phone 10+). */
function schemaOf(kind: 'platform' | 'creditor', mode: 'create' | 'edit'): z.ZodType<UserFormValues, UserFormInput> {
  if (kind === 'creditor') return creditorUserSchema;
  return mode === 'create' ? platformUserCreateSchema : platformUserCreateSchema.omit({ password: true });
}

const EMPTY: UserFormInput = { profile_id: '', name: '', email: '', phone_number: '', password: '' };

/** 'Cadastro de usuário' / 'Editar usuário' of a platform or a creditor user. */
export function UserForm({ kind, mode, initial, currentProfile, submitting, onSubmit }: UserFormProps) {
  const form = useZodForm(schemaOf(kind, mode), { mode: 'onChange', defaultValues: initial ?? EMPTY });
  const { errors, isDirty } = form.formState;
  const platform = kind === 'platform';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <SubmitForm form={form} onValid={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="profile_id"
              render={({ field }) => (
                <ProfileSelect
                  platform={platform}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errors.profile_id?.message}
                  current={currentProfile}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={form.control} name="name" label={platform ? M.fullNameLabel : M.nameLabel} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={form.control} name="email" type="email" label={M.emailLabel} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormMaskedField
              control={form.control}
              name="phone_number"
              kind="phone"
              label={platform ? M.mobilePhoneLabel : M.phoneLabel}
              required
            />
          </Grid>
          {platform && mode === 'create' ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="password"
                type="password"
                autoComplete="new-password"
                label={M.passwordLabel}
                required
              />
            </Grid>
          ) : null}
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          {/* Unchanged values in edit mode have nothing to save. */}
          <SubmitButton pending={submitting} disabled={mode === 'edit' && !isDirty} />
        </Stack>
      </SubmitForm>
    </Paper>
  );
}
