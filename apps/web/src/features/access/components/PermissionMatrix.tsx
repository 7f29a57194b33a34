import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { ACTIONS, ACTION_LABELS, MESSAGES } from '@lastro/domain';
import type { Resource } from '../types';
import { allowedActions, grantKey, rowAllOn, toggle, toggleAll, toggleRow, type GrantSet } from './permission-grants';

const M = MESSAGES.access;

export interface PermissionMatrixProps {
  resources: readonly Resource[];
  value: GrantSet;
  /** Without it the matrix is read-only (the 'visual' view). */
  onChange?: (next: Set<string>) => void;
  error?: string;
}

/** Rows are resources; columns Todos, Criar, Ler, Editar, Deletar. */
export function PermissionMatrix({ resources, value, onChange, error }: PermissionMatrixProps) {
  const readOnly = !onChange;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {M.permissionsTitle}
        </Typography>
        {readOnly ? null : (
          <Button size="small" startIcon={<DoneAllIcon />} onClick={() => onChange(toggleAll(value, resources))}>
            {M.selectAll}
          </Button>
        )}
      </Stack>
      {error ? (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      ) : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={M.permissionsTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{M.moduleColumn}</TableCell>
              <TableCell>{M.subModuleColumn}</TableCell>
              <TableCell>{M.descriptionColumn}</TableCell>
              <TableCell align="center">{M.allColumn}</TableCell>
              {ACTIONS.map((a) => (
                <TableCell key={a} align="center">
                  {ACTION_LABELS[a]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {resources.map((r) => {
              const allowed = allowedActions(r);
              return (
                <TableRow key={r.id} hover>
                  <TableCell>{r.module}</TableCell>
                  <TableCell>{r.sub_module}</TableCell>
                  <TableCell>{r.description}</TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={rowAllOn(value, r)}
                      disabled={readOnly}
                      onChange={() => onChange?.(toggleRow(value, r))}
                      slotProps={{ input: { 'aria-label': `${M.allColumn} ${r.description}` } }}
                    />
                  </TableCell>
                  {ACTIONS.map((a) => (
                    <TableCell key={a} align="center" padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={value.has(grantKey(r.id, a))}
                        disabled={readOnly || !allowed.includes(a)}
                        onChange={() => onChange?.(toggle(value, grantKey(r.id, a)))}
                        slotProps={{ input: { 'aria-label': `${ACTION_LABELS[a]} ${r.description}` } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
