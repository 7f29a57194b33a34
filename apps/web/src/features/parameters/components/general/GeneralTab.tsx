import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CREDITOR_PARAMETER_GROUPS, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { FilterForm, listFilterProps, NoAccess, useListState, type FilterField } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useParameterDefinitions, type ParameterDefinitionFilters } from '../../api/get-parameter-definitions';
import type { ParameterDefinition } from '../../types';
import { StatusChip } from '../StatusChip';
import { ParameterDefinitionDialog } from './ParameterDefinitionDialog';

const R = MESSAGES.registers;
const C = MESSAGES.common;
const SLUG = PERMISSIONS.cad_parametro_lastro_geral;
const DEFAULTS: ParameterDefinitionFilters = { name: '', group: '' };
const FIELDS: FilterField<keyof ParameterDefinitionFilters>[] = [
  { name: 'name', label: R.parameterLabelLabel, type: 'text' },
  {
    name: 'group',
    label: R.parameterGroupLabel,
    type: 'select',
    options: [{ value: '', label: C.all }, ...CREDITOR_PARAMETER_GROUPS.map((g) => ({ value: g.value, label: g.label }))],
  },
];

/** Geral tab: the catalogue of creditor parameter definitions, by group, editable with edit permission. */
export function GeneralTab() {
  const { can, loading } = usePermissions();
  const canRead = can(SLUG, 'read') || can(SLUG, 'edit');
  const canEdit = can(SLUG, 'edit');
  // Not paged (grouped by section), but its filters live in the address like every list's.
  const list = useListState<ParameterDefinitionFilters>(DEFAULTS, { namespace: 'general' });
  const filters = list.filters;
  const [editing, setEditing] = useState<ParameterDefinition | null>(null);
  const query = useParameterDefinitions(filters, !loading && canRead);
  if (loading) return null;
  if (!canRead) return <NoAccess />;

  const definitions = query.data?.results ?? [];
  const groups = CREDITOR_PARAMETER_GROUPS.map((g) => ({ ...g, items: definitions.filter((d) => d.group === g.value) })).filter(
    (g) => g.items.length > 0,
  );

  return (
    <Stack spacing={2}>
      <FilterForm fields={FIELDS} defaults={DEFAULTS} {...listFilterProps(list)} />
      {query.isFetching ? <LinearProgress aria-label={C.loading} /> : null}
      {!query.isFetching && groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {C.noRecords}
        </Typography>
      ) : null}
      {groups.map((group) => (
        <Accordion key={group.value} defaultExpanded disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>
              {group.label} ({group.items.length})
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <TableContainer>
              <Table size="small" aria-label={group.label} sx={{ tableLayout: 'fixed', minWidth: 900 }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600, width: '24%' }}>{R.parameterKeyLabel}</TableCell>
                    <TableCell sx={{ fontWeight: 600, width: '22%' }}>{R.parameterLabelLabel}</TableCell>
                    <TableCell sx={{ fontWeight: 600, width: '9%' }}>{R.parameterTypeLabel}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{R.parameterValuesLabel}</TableCell>
                    <TableCell sx={{ fontWeight: 600, width: 72 }} align="right">
                      {R.parameterSortOrderLabel}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600, width: 96 }}>{R.statusColumn}</TableCell>
                    {canEdit ? (
                      <TableCell sx={{ fontWeight: 600, width: 72 }} align="right">
                        {R.actionsColumn}
                      </TableCell>
                    ) : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.items.map((d) => (
                    <TableRow key={d.key} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <code>{d.key}</code>
                      </TableCell>
                      <TableCell>{d.label}</TableCell>
                      <TableCell>{R.parameterTypes[d.type]}</TableCell>
                      <TableCell sx={{ maxWidth: 360 }}>
                        {d.type === 'List' ? d.values.map((v) => `${v.description} (${v.value})`).join(', ') : C.empty}
                      </TableCell>
                      <TableCell align="right">{d.sort_order}</TableCell>
                      <TableCell>
                        <StatusChip active={d.active} />
                      </TableCell>
                      {canEdit ? (
                        <TableCell align="right">
                          <Tooltip title={C.edit}>
                            <IconButton size="small" aria-label={`${C.edit} ${d.key}`} onClick={() => setEditing(d)}>
                              <EditOutlinedIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </AccordionDetails>
        </Accordion>
      ))}
      <ParameterDefinitionDialog definition={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
