import Grid from '@mui/material/Grid';
import { MESSAGES } from '@lastro/domain';
import { SubmitButton } from '../../../../components';
import { LogoField } from '../LogoField';

export interface LogoSubmitRowProps {
  logo: File | null;
  onLogoChange: (file: File | null) => void;
  /** The chosen file's error (logoError). */
  logoError: string | undefined;
  pending: boolean;
}

/** The last row of a register's create form: the logo picker and 'Cadastrar'. */
export function LogoSubmitRow({ logo, onLogoChange, logoError, pending }: LogoSubmitRowProps) {
  return (
    <>
      <Grid size={{ xs: 12, md: 8 }}>
        <LogoField value={logo} onChange={onLogoChange} error={logoError} disabled={pending} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton pending={pending} disabled={Boolean(logoError)}>
          {MESSAGES.common.register}
        </SubmitButton>
      </Grid>
    </>
  );
}
