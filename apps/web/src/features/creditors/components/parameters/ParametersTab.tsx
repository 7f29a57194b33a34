import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { MESSAGES, groupParameterDefinitions, parameterValueError } from '@lastro/domain';
import { toastApiError, useToast } from '../../../../components';
import { downloadFromApi } from '../../../../lib/download';
import { usePermissions } from '../../../../lib/permissions';
import { useParameters } from '../../api/get-parameters';
import { useSaveParameters } from '../../api/save-parameters';
import { parametersExportPath } from '../../api/export-parameters';
import type { CreditorParameterDefinition, CreditorParameters } from '../../types';

const M = MESSAGES.creditors;

const valuesOf = (data: CreditorParameters) => Object.fromEntries(data.parameters.map((p) => [p.parameter_key, p.parameter_value]));

/** 'Parâmetros': the catalogue's definitions in collapsible groups; lists are selects; only filled values are saved. */
export function ParametersTab({ creditorId }: { creditorId: string }) {
  const query = useParameters(creditorId);
  if (query.isPending) return <LinearProgress />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <ParametersForm key={JSON.stringify(query.data.parameters)} creditorId={creditorId} data={query.data} />;
}

function ParametersForm({ creditorId, data }: { creditorId: string; data: CreditorParameters }) {
  const toast = useToast();
  const { can } = usePermissions();
  const save = useSaveParameters(creditorId);
  const initial = useMemo(() => valuesOf(data), [data]);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const editable = can('cad_fornecedor_parametros', 'edit');
  const dirty = data.definitions.some((d) => (values[d.key] ?? '') !== (initial[d.key] ?? ''));
  // The server judges with the same rule; judging here puts the message under the field, not in a toast.
  const errors = Object.fromEntries(
    data.definitions.flatMap((d) => {
      const error = parameterValueError(d, values[d.key]);
      return error ? [[d.key, error] as const] : [];
    }),
  );
  const invalid = Object.keys(errors).length > 0;

  const groups = groupParameterDefinitions(data.definitions);

  // A few dozen rows: the server writes the file straight back, no job.
  const exportParameters = () =>
    void downloadFromApi('creditor', parametersExportPath(creditorId), {
      query: { format: 'csv' },
      fallbackName: M.parametersFileName,
    }).catch(toastApiError);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={M.exportParameters}>
          <IconButton aria-label={M.exportParameters} onClick={exportParameters}>
            <FileDownloadOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {groups.length === 0 ? <Alert severity="info">{M.noParameterDefinitions}</Alert> : null}
      {groups.map((group) => (
        <Accordion key={group.value} defaultExpanded disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{group.label}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Grid container spacing={2}>
              {group.definitions.map((definition) => (
                <Grid key={definition.key} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ParameterField
                    definition={definition}
                    value={values[definition.key] ?? ''}
                    error={errors[definition.key]}
                    disabled={!editable}
                    onChange={(value) => setValues((current) => ({ ...current, [definition.key]: value }))}
                  />
                </Grid>
              ))}
            </Grid>
          </AccordionDetails>
        </Accordion>
      ))}
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            disabled={!dirty || invalid || save.isPending}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                Object.fromEntries(data.definitions.map((d) => [d.key, values[d.key] ?? ''])),
                { onSuccess: () => toast.success(M.updatedDone) },
              )
            }
          >
            {M.saveParameters}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function ParameterField({
  definition,
  value,
  error,
  disabled,
  onChange,
}: {
  definition: CreditorParameterDefinition;
  value: string;
  /** Why the value does not fit the definition; shown in place of the key. */
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = `param-${definition.key}`;
  if (definition.values.length > 0) {
    return (
      <TextField
        id={id}
        select
        label={definition.label}
        size="small"
        fullWidth
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? definition.key}
      >
        <MenuItem value="">
          <em>{MESSAGES.common.empty}</em>
        </MenuItem>
        {definition.values.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.description}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      id={id}
      label={definition.label}
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? definition.key}
      slotProps={{ htmlInput: { inputMode: definition.type === 'Number' ? 'decimal' : undefined } }}
    />
  );
}
