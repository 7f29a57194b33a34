import { useNavigate } from 'react-router';
import Grid from '@mui/material/Grid';
import { SubmitButton, useToast } from '../../../../components';
import { paths } from '../../../../lib/paths';
import type { RegisterType } from '../../types';

/** After a register's edit is saved: its message, then back to its tab. */
export function useSavedAndBack(type: RegisterType, savedText: string) {
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    toast.success(savedText);
    void navigate(paths.parameters.register.getHref(type));
  };
}

/** 'Gravar dados' of an edit form: only for changed values, and not while saving (a click tells invalid ones). */
export function EditSaveRow({ pending, blocked }: { pending: boolean; blocked: boolean }) {
  return (
    <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <SubmitButton pending={pending} disabled={blocked} />
    </Grid>
  );
}
