import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { ConfirmDialog, toastApiError, useToast } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useDealAction, type DealAction } from '../api/deal-actions';
import { DEAL_ACTIONS, offeredDealActions } from './offered-actions';

const M = MESSAGES.commitments;

export interface CommitmentRowActionsProps {
  deal: { id: string; creditor_id: string; status: number };
  /** Names the row in the buttons' accessible names. */
  name: string;
}

/** The eye to the detail and the menu of the actions the commitment's status allows, each confirmed. */
export function CommitmentRowActions({ deal, name }: CommitmentRowActionsProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { isAdmin, can } = usePermissions();
  const mutation = useDealAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<DealAction | null>(null);
  const actions = offeredDealActions(deal.status, { isAdmin, can });

  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={M.viewAction}>
        <IconButton size="small" aria-label={`${M.viewAction} ${name}`} onClick={() => void navigate(paths.appointments.edit.getHref(deal.id))}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {actions.length > 0 ? (
        <>
          <Tooltip title={M.actionsColumn}>
            <IconButton
              size="small"
              aria-label={`${M.actionsColumn} ${name}`}
              aria-haspopup="menu"
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setAnchor(null);
                  setAsking(action);
                }}
              >
                <ListItemText>{DEAL_ACTIONS[action].label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={M.confirmTitle}
        description={asking ? DEAL_ACTIONS[asking].question : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          try {
            await mutation.mutateAsync({ action: asking, deal });
            toast.success(DEAL_ACTIONS[asking].success);
          } catch (error) {
            toastApiError(error);
          } finally {
            setAsking(null);
          }
        }}
      />
    </Stack>
  );
}
