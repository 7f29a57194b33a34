import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';
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

/** 'Gravar dados' of an edit form: only for changed, valid values, and not while saving. */
export function EditSaveRow({ pending, blocked }: { pending: boolean; blocked: boolean }) {
  return (
    <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" loading={pending} disabled={blocked || pending}>
        {MESSAGES.common.save}
      </Button>
    </Grid>
  );
}
