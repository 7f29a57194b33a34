import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MESSAGES, profileSchema, type ProfileInput } from '@lastro/domain';
import { FormSelectField, FormTextField, SubmitButton, SubmitForm } from '../../../components';
import { useZodForm } from '../../../lib/useZodForm';
import { useResources } from '../api/get-resources';
import { PermissionMatrix } from './PermissionMatrix';
import { toGrantSet, toGrants } from './permission-grants';

const M = MESSAGES.access;
const PROFILE_TYPES = [
  { value: 'true', label: M.profileTypePlatform },
  { value: 'false', label: M.profileTypeCreditor },
];

/** The form's fields; the type stays unset until chosen on create. */
export type ProfileFormValues = Omit<z.input<typeof profileSchema>, 'is_lastro'> & { is_lastro?: boolean };

export interface ProfileFormProps {
  mode: 'create' | 'edit';
  initial?: ProfileFormValues;
  submitting: boolean;
  onSubmit: (values: ProfileInput) => Promise<unknown>;
}

const EMPTY: ProfileFormValues = { description: '', is_lastro: undefined, resources: [] };

/** 'Cadastro de Perfil' / 'Editar Perfil': name and type (fixed once created) and the permission matrix. */
export function ProfileForm({ mode, initial, submitting, onSubmit }: ProfileFormProps) {
  const form = useZodForm(profileSchema, { mode: 'onChange', defaultValues: initial ?? EMPTY });
  const { errors, isDirty } = form.formState;
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

  const locked = mode === 'edit';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <SubmitForm form={form} onValid={onSubmit}>
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
          <SubmitButton pending={submitting} disabled={mode === 'edit' && !isDirty} />
        </Stack>
      </SubmitForm>
    </Paper>
  );
}
