import Grid from '@mui/material/Grid';
import { bankSchema, MESSAGES } from '@lastro/domain';
import { useZodForm } from '../../../../lib/useZodForm';
import { useUpdateBank } from '../../api/update-bank';
import { EditSaveRow, useSavedAndBack } from '../shared/edit-form';
import type { Bank } from '../../types';
import { BankFormFields } from './BankFormFields';

const R = MESSAGES.registers;

/** 'Editar Banco': name, code and ISPB. */
export function BankEditForm({ bank }: { bank: Bank }) {
  const savedAndBack = useSavedAndBack('bank', R.updated);
  const update = useUpdateBank();
  const form = useZodForm(bankSchema, {
    defaultValues: { name: bank.bank_name, code: bank.bank_code, ispb: bank.bank_ispb },
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: bank.id, ...values });
    savedAndBack();
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={R.editBankTitle}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BankFormFields control={form.control} />
        <EditSaveRow pending={update.isPending} blocked={!isDirty || Object.keys(errors).length > 0} />
      </Grid>
    </form>
  );
}
