import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  CREDITOR_PARAMETER_GROUPS,
  CREDITOR_PARAMETER_TYPES,
  MESSAGES,
  parameterDefinitionUpdateSchema,
} from '@lastro/domain';
import { SubmitButton, SubmitForm, useToast, validHandler } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useUpdateParameterDefinition } from '../../api/update-parameter-definition';
import { muiRegister } from '../../lib/mui-register';
import type { ParameterDefinition } from '../../types';

const R = MESSAGES.registers;

// The dialog edits every field at once; the list needs values only when the type is List.
const formSchema = parameterDefinitionUpdateSchema.and(
  z
    .object({ type: z.enum(CREDITOR_PARAMETER_TYPES), values: z.array(z.object({ value: z.string(), description: z.string() })) })
    .refine((v) => v.type !== 'List' || v.values.length > 0, { message: R.parameterListValuesRequired, path: ['values'] }),
);

export interface ParameterDefinitionDialogProps {
  definition: ParameterDefinition | null;
  onClose: () => void;
}

/** 'Editar parâmetro': label, type, group, order, active and, for a List, its values. */
export function ParameterDefinitionDialog({ definition, onClose }: ParameterDefinitionDialogProps) {
  return (
    <Dialog open={Boolean(definition)} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="parameter-dialog-title">
      {definition ? <DefinitionForm key={definition.key} definition={definition} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DefinitionForm({ definition, onClose }: { definition: ParameterDefinition; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateParameterDefinition();
  const form = useZodForm(formSchema, {
    mode: 'onChange',
    defaultValues: {
      label: definition.label,
      type: definition.type,
      group: definition.group,
      sort_order: definition.sort_order,
      active: definition.active,
      values: definition.type === 'List' ? definition.values : [],
    },
  });
  const values = useFieldArray({ control: form.control, name: 'values' });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors, isDirty } = form.formState;

  const submit = validHandler(form, async (v) => {
    await update.mutateAsync({
      key: definition.key,
      label: v.label,
      type: v.type,
      group: v.group,
      sort_order: v.sort_order,
      active: v.active,
      ...(v.type === 'List' ? { values: v.values } : {}),
    });
    toast.success(R.updated);
    onClose();
  });

  return (
    <SubmitForm form={form} onValid={submit}>
      <DialogTitle id="parameter-dialog-title">
        {R.editParameterTitle}: <code>{definition.key}</code>
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              {...muiRegister(form.register('label'))}
              label={R.parameterLabelLabel}
              size="small"
              fullWidth
              required
              error={Boolean(errors.label)}
              helperText={errors.label?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField {...field} select label={R.parameterTypeLabel} size="small" fullWidth>
                  {CREDITOR_PARAMETER_TYPES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {R.parameterTypes[t]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextField
              {...muiRegister(form.register('sort_order', { valueAsNumber: true }))}
              type="number"
              label={R.parameterSortOrderLabel}
              size="small"
              fullWidth
              error={Boolean(errors.sort_order)}
              helperText={errors.sort_order?.message}
              slotProps={{ htmlInput: { min: 0, max: 999, step: 1 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="group"
              render={({ field }) => (
                <TextField {...field} select label={R.parameterGroupLabel} size="small" fullWidth>
                  {CREDITOR_PARAMETER_GROUPS.map((g) => (
                    <MenuItem key={g.value} value={g.value}>
                      {g.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
                  label={R.parameterActiveLabel}
                />
              )}
            />
          </Grid>
          {type === 'List' ? (
            <Grid size={{ xs: 12 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {R.parameterValuesLabel}
              </Typography>
              <Stack spacing={1}>
                {values.fields.map((item, index) => (
                  <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      {...muiRegister(form.register(`values.${index}.value`))}
                      label={R.parameterValueLabel}
                      size="small"
                      sx={{ flex: 1 }}
                      error={Boolean(errors.values?.[index]?.value)}
                      helperText={errors.values?.[index]?.value?.message}
                    />
                    <TextField
                      {...muiRegister(form.register(`values.${index}.description`))}
                      label={R.parameterValueDescriptionLabel}
                      size="small"
                      sx={{ flex: 2 }}
                      error={Boolean(errors.values?.[index]?.description)}
                      helperText={errors.values?.[index]?.description?.message}
                    />
                    <IconButton aria-label={`${R.removeParameterValue} ${index + 1}`} onClick={() => values.remove(index)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
                {errors.values?.message || errors.values?.root?.message ? (
                  <FormHelperText error>{errors.values?.message ?? errors.values?.root?.message}</FormHelperText>
                ) : null}
                <div>
                  <Button size="small" startIcon={<AddIcon />} onClick={() => values.append({ value: '', description: '' })}>
                    {R.addParameterValue}
                  </Button>
                </div>
              </Stack>
            </Grid>
          ) : null}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {MESSAGES.common.cancel}
        </Button>
        <SubmitButton pending={update.isPending} disabled={!isDirty} />
      </DialogActions>
    </SubmitForm>
  );
}
