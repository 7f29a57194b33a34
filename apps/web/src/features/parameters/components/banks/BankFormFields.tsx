import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { MESSAGES, type BankInput } from '@lastro/domain';
import { muiRegister } from '../../lib/mui-register';

const R = MESSAGES.registers;
const digitsOnly = { inputMode: 'numeric' as const, pattern: '[0-9]*' };

/** Nome (3-50), Código (3 digits), ISPB (8 digits). */
export function BankFormFields({ register, errors }: { register: UseFormRegister<BankInput>; errors: FieldErrors<BankInput> }) {
  return (
    <>
      <Grid size={{ xs: 12, md: 5 }}>
        <TextField
          {...muiRegister(register('name'))}
          label={R.bankNameLabel}
          size="small"
          fullWidth
          required
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField
          {...muiRegister(register('code'))}
          label={R.bankCodeLabel}
          size="small"
          fullWidth
          required
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          slotProps={{ htmlInput: { ...digitsOnly, maxLength: 3 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          {...muiRegister(register('ispb'))}
          label={R.ispbLabel}
          size="small"
          fullWidth
          required
          error={Boolean(errors.ispb)}
          helperText={errors.ispb?.message}
          slotProps={{ htmlInput: { ...digitsOnly, maxLength: 8 } }}
        />
      </Grid>
    </>
  );
}
