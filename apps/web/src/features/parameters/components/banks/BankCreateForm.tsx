import Grid from '@mui/material/Grid';
import { bankSchema, MESSAGES, type BankInput } from '@lastro/domain';
import { SubmitButton, SubmitForm, useToast } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useCreateBank } from '../../api/create-bank';
import { BankFormFields } from './BankFormFields';

const R = MESSAGES.registers;
const EMPTY: BankInput = { name: '', code: '', ispb: '' };

/** 'Cadastrar banco': name, code and ISPB (no duplicates, checked by the server). */
export function BankCreateForm() {
  const toast = useToast();
  const create = useCreateBank();
  const form = useZodForm(bankSchema, { defaultValues: EMPTY, mode: 'onTouched' });

  const save = async (values: BankInput) => {
    await create.mutateAsync(values);
    toast.success(R.bankCreated);
    form.reset(EMPTY);
  };

  return (
    <SubmitForm form={form} onValid={save} aria-label={R.newBank}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BankFormFields control={form.control} />
        <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={create.isPending}>{MESSAGES.common.register}</SubmitButton>
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
