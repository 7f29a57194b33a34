import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { bankSchema, MESSAGES, type BankInput } from '@lastro/domain';
import { useToast } from '../../../../components';
import { useUpdateBank } from '../../api/update-bank';
import { parametersTabPath } from '../../paths';
import type { Bank } from '../../types';
import { BankFormFields } from './BankFormFields';

const R = MESSAGES.registers;

/** 'Editar Banco': name, code and ISPB. */
export function BankEditForm({ bank }: { bank: Bank }) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateBank();
  const form = useForm<BankInput>({
    resolver: zodResolver(bankSchema),
    defaultValues: { name: bank.bank_name, code: bank.bank_code, ispb: bank.bank_ispb },
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: bank.id, ...values });
    toast.success(R.updated);
    void navigate(parametersTabPath('bank'));
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={R.editBankTitle}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BankFormFields register={form.register} errors={errors} />
        <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty || Object.keys(errors).length > 0 || update.isPending}>
            {MESSAGES.common.save}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
