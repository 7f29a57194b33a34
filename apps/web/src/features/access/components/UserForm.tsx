import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MESSAGES, creditorUserSchema, platformUserCreateSchema } from '@lastro/domain';
import { FormMaskedField, FormTextField } from '../../../components';
import { ProfileSelect } from './ProfileSelect';

const M = MESSAGES.access;

export interface UserFormValues {
  profile_id: number | '';
  name: string;
  email: string;
  phone_number: string;
  password?: string;
}

export interface UserFormProps {
  kind: 'platform' | 'creditor';
  mode: 'create' | 'edit';
  initial?: UserFormValues;
  currentProfile?: { id: number; description: string } | null;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
}

/** The rules of spec 5: platform users (name 8+, mobile, password on create) and creditor users (phone 10+). */
function schemaOf(kind: 'platform' | 'creditor', mode: 'create' | 'edit') {
  if (kind === 'creditor') return creditorUserSchema;
  return mode === 'create' ? platformUserCreateSchema : platformUserCreateSchema.omit({ password: true });
}

const EMPTY: UserFormValues = { profile_id: '', name: '', email: '', phone_number: '', password: '' };

/** 'Cadastro de usuário' / 'Editar usuário' of a platform or a creditor user. */
export function UserForm({ kind, mode, initial, currentProfile, submitting, onSubmit }: UserFormProps) {
  const form = useForm<UserFormValues>({
    mode: 'onChange',
    defaultValues: initial ?? EMPTY,
    resolver: zodResolver(schemaOf(kind, mode) as unknown as z.ZodType<UserFormValues, UserFormValues>),
  });
  const { errors, isValid, isDirty } = form.formState;
  const platform = kind === 'platform';
  // 'Gravar dados' is disabled on errors, on unchanged values in edit mode, and while saving.
  const disabled = !isValid || (mode === 'edit' && !isDirty) || submitting;

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
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
          <Button type="submit" variant="contained" disabled={disabled} loading={submitting}>
            {MESSAGES.common.save}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
