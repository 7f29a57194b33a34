import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { MESSAGES } from '@lastro/domain';
import { LogoField } from '../LogoField';

export interface LogoSubmitRowProps {
  logo: File | null;
  onLogoChange: (file: File | null) => void;
  /** The chosen file's error (logoError). */
  logoError: string | undefined;
  pending: boolean;
  /** The form has field errors. */
  invalid: boolean;
}

/** The last row of a register's create form: the logo picker and 'Cadastrar'. */
export function LogoSubmitRow({ logo, onLogoChange, logoError, pending, invalid }: LogoSubmitRowProps) {
  return (
    <>
      <Grid size={{ xs: 12, md: 8 }}>
        <LogoField value={logo} onChange={onLogoChange} error={logoError} disabled={pending} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={pending} disabled={pending || invalid || Boolean(logoError)}>
          {MESSAGES.common.register}
        </Button>
      </Grid>
    </>
  );
}
