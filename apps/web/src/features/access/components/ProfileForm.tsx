import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MESSAGES, profileSchema } from '@lastro/domain';
import { FormSelectField, FormTextField } from '../../../components';
import { useResources } from '../api/get-resources';
import type { ProfileGrant } from '../types';
import { PermissionMatrix } from './PermissionMatrix';
import { toGrantSet, toGrants } from './permission-grants';

const M = MESSAGES.access;
const PROFILE_TYPES = [
  { value: 'true', label: M.profileTypePlatform },
  { value: 'false', label: M.profileTypeCreditor },
];

export interface ProfileFormValues {
  description: string;
  is_lastro: boolean | undefined;
  resources: ProfileGrant[];
}

export interface ProfileFormProps {
  mode: 'create' | 'edit';
  initial?: ProfileFormValues;
  submitting: boolean;
  onSubmit: (values: { description: string; is_lastro: boolean; resources: ProfileGrant[] }) => Promise<unknown>;
}

const EMPTY: ProfileFormValues = { description: '', is_lastro: undefined, resources: [] };

/** 'Cadastro de Perfil' / 'Editar Perfil': name and type (fixed once created) and the permission matrix. */
export function ProfileForm({ mode, initial, submitting, onSubmit }: ProfileFormProps) {
  const form = useForm<ProfileFormValues>({
    mode: 'onChange',
    defaultValues: initial ?? EMPTY,
    resolver: zodResolver(profileSchema as unknown as z.ZodType<ProfileFormValues, ProfileFormValues>),
  });
  const { errors, isValid, isDirty } = form.formState;
  const isLastro = useWatch({ control: form.control, name: 'is_lastro' });
  const grants = useWatch({ control: form.control, name: 'resources' });
  const resources = useResources(isLastro === true);
  const typeChosen = isLastro !== undefined;
  const grantSet = useMemo(() => toGrantSet(grants), [grants]);

  // A new type brings another resource list: drop the grants it does not offer.
  useEffect(() => {
    if (!resources.data || mode === 'edit') return;
    const kept = toGrants(toGrantSet(form.getValues('resources')), resources.data);
    if (kept.length !== form.getValues('resources').length) form.setValue('resources', kept, { shouldValidate: true, shouldDirty: true });
  }, [resources.data, form, mode]);

  const disabled = !isValid || (mode === 'edit' && !isDirty) || submitting;
  const locked = mode === 'edit';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <form
        onSubmit={form.handleSubmit((v) => onSubmit({ description: v.description, is_lastro: Boolean(v.is_lastro), resources: v.resources }))}
        noValidate
      >
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={form.control} name="description" label={M.profileNameColumn} disabled={locked} required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={form.control}
              name="is_lastro"
              label={M.typeLabel}
              options={PROFILE_TYPES}
              format={(value) => (value === undefined ? '' : String(value))}
              parse={(text) => text === 'true'}
              disabled={locked}
              required
            />
          </Grid>
        </Grid>
        {!typeChosen ? (
          <Alert severity="info">{M.profileTypeFirst}</Alert>
        ) : resources.isPending ? (
          <CircularProgress aria-label={MESSAGES.common.loading} />
        ) : (
          <PermissionMatrix
            resources={resources.data ?? []}
            value={grantSet}
            error={errors.resources?.message ?? errors.resources?.root?.message}
            onChange={(next) => form.setValue('resources', toGrants(next, resources.data ?? []), { shouldValidate: true, shouldDirty: true })}
          />
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={disabled} loading={submitting}>
            {MESSAGES.common.save}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
