import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { MESSAGES, type BankInput } from '@lastro/domain';
import { FormTextField } from '../../../../components';

const R = MESSAGES.registers;
const digits = (maxLength: number) => ({
  htmlInput: { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength },
});

/** Nome (3-50), Código (3 digits), ISPB (8 digits). */
export function BankFormFields({ control }: { control: Control<BankInput> }) {
  return (
    <>
      <Grid size={{ xs: 12, md: 5 }}>
        <FormTextField control={control} name="name" label={R.bankNameLabel} required />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <FormTextField control={control} name="code" label={R.bankCodeLabel} required slotProps={digits(3)} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField control={control} name="ispb" label={R.ispbLabel} required slotProps={digits(8)} />
      </Grid>
    </>
  );
}
