import Grid from '@mui/material/Grid';
import { bankSchema, MESSAGES } from '@lastro/domain';
import { SubmitForm, validHandler } from '../../../../components';
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
  const { isDirty } = form.formState;

  const submit = validHandler(form, async (values) => {
    await update.mutateAsync({ id: bank.id, ...values });
    savedAndBack();
  });

  return (
    <SubmitForm form={form} onValid={submit} aria-label={R.editBankTitle}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BankFormFields control={form.control} />
        <EditSaveRow pending={update.isPending} blocked={!isDirty} />
      </Grid>
    </SubmitForm>
  );
}
