import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import { MESSAGES } from '@lastro/domain';
import { ConfirmDialog } from '../../../components';
import type { User } from '../types';

const C = MESSAGES.common;
const M = MESSAGES.access;

export interface UserRowActionsProps {
  user: User;
  canEdit: boolean;
  /** Inativar (platform users: delete permission; creditor users: edit). */
  canInactivate: boolean;
  onEdit: () => void;
  onInactivate: () => Promise<unknown>;
  onUnlock: () => Promise<unknown>;
  /** Platform users: 'Redefinir senha'. */
  onResetPassword?: () => void;
  /** Creditor users: 'Reenviar convite'. */
  onResendInvite?: () => Promise<unknown>;
}

function Action({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The row actions of the user lists; inactive users can no longer be changed. */
export function UserRowActions(props: UserRowActionsProps) {
  const { user, canEdit, canInactivate } = props;
  const [confirm, setConfirm] = useState(false);
  const inactive = !user.active;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {canEdit ? (
        <Action label={`${C.edit} ${user.name}`} onClick={props.onEdit} disabled={inactive}>
          <EditOutlinedIcon fontSize="small" />
        </Action>
      ) : null}
      {canEdit && props.onResetPassword ? (
        <Action label={`${M.resetPassword} ${user.name}`} onClick={props.onResetPassword} disabled={inactive}>
          <KeyOutlinedIcon fontSize="small" />
        </Action>
      ) : null}
      {canEdit && props.onResendInvite ? (
        <Action label={`${M.resendInvite} ${user.name}`} onClick={() => void props.onResendInvite?.()} disabled={inactive}>
          <ForwardToInboxOutlinedIcon fontSize="small" />
        </Action>
      ) : null}
      {canInactivate ? (
        <Action label={`${C.inactivate} ${user.name}`} onClick={() => setConfirm(true)} disabled={inactive}>
          <BlockIcon fontSize="small" />
        </Action>
      ) : null}
      {canEdit ? (
        <Action label={`${C.unlock} ${user.name}`} onClick={() => void props.onUnlock()} disabled={inactive || !user.locked}>
          <LockOpenOutlinedIcon fontSize="small" />
        </Action>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title={M.confirmInactivateUser}
        description={M.irreversibleWarning}
        onCancel={() => setConfirm(false)}
        onConfirm={async () => {
          await props.onInactivate();
          setConfirm(false);
        }}
      />
    </Stack>
  );
}
