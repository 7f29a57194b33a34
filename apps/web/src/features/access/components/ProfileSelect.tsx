import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@lastro/domain';
import { usePermissions } from '../../../lib/permissions';
import { useSelectableProfiles } from '../api/get-profiles';

const M = MESSAGES.access;

export interface ProfileSelectProps {
  platform: boolean;
  value: number | string | undefined;
  onChange: (id: number) => void;
  onBlur?: () => void;
  /** The form's ref, so a submit with errors can move focus here. */
  inputRef?: Ref<unknown>;
  error?: string | undefined;
  /** The user's current profile, shown even when it is not selectable (e.g. 'Administrador Fornecedor'). */
  current?: { id: number; description: string } | null;
}

/** Active profiles of the user's kind; non-admins never get 'Administrador Fornecedor'. */
export function ProfileSelect({ platform, value, onChange, onBlur, inputRef, error, current }: ProfileSelectProps) {
  const { isAdmin } = usePermissions();
  const profiles = useSelectableProfiles(platform);
  const options = (profiles.data ?? []).filter((p) => isAdmin || !p.is_creditor_admin);
  if (current && !options.some((p) => p.id === current.id)) options.push({ ...current } as (typeof options)[number]);
  return (
    <TextField
      select
      label={M.profileLabel}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      size="small"
      required
    >
      {options.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
