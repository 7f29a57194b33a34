import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { MESSAGES } from '@lastro/domain';
import { ConfirmDialog } from '../../../components';

const C = MESSAGES.common;
const R = MESSAGES.registers;

export interface RegisterRowActionsProps {
  /** Name of the record, for accessible button labels. */
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  /** Current state; when given, the Ativar/Inativar button shows (edit permission). */
  active?: boolean;
  onToggle?: () => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** The spec's delete warning of the register. */
  deleteWarning: string;
}

/** Edit, Ativar/Inativar (reversible, confirmed) and delete (confirmed with the register's warning). */
export function RegisterRowActions({ name, canEdit, canDelete, onEdit, active, onToggle, onDelete, deleteWarning }: RegisterRowActionsProps) {
  const [dialog, setDialog] = useState<'toggle' | 'delete' | null>(null);
  const toggleLabel = active ? C.inactivate : C.activate;
  const close = () => setDialog(null);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {canEdit ? (
        <Tooltip title={C.edit}>
          <IconButton size="small" aria-label={`${C.edit} ${name}`} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canEdit && onToggle && active !== undefined ? (
        <Tooltip title={toggleLabel}>
          <IconButton
            size="small"
            aria-label={`${toggleLabel} ${name}`}
            color={active ? 'primary' : 'default'}
            onClick={() => setDialog('toggle')}
          >
            {active ? <ToggleOnIcon fontSize="small" /> : <ToggleOffOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
      {canDelete ? (
        <Tooltip title={C.delete}>
          <IconButton size="small" aria-label={`${C.delete} ${name}`} onClick={() => setDialog('delete')}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <ConfirmDialog
        open={dialog === 'toggle'}
        title={active ? R.confirmInactivateTitle : R.confirmActivateTitle}
        description={C.reversibleWarning}
        onCancel={close}
        onConfirm={async () => {
          await onToggle?.();
          close();
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={R.confirmDeleteTitle}
        description={deleteWarning}
        onCancel={close}
        onConfirm={async () => {
          await onDelete();
          close();
        }}
      />
    </Stack>
  );
}
