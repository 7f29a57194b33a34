import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { z } from 'zod';
import { MESSAGES, reconciliationAccountInputSchema, type ReconciliationCompanyDetail } from '@lastro/domain';
import { useZodForm } from '../../../lib/useZodForm';
import type { AccountBody } from '../api/companies';
import { AccountFields } from './AccountFields';

const M = MESSAGES.reconciliationCompanies;
const schema = z.object({ account: reconciliationAccountInputSchema });

export interface MerchantAccountFormProps {
  company: ReconciliationCompanyDetail;
  canEdit: boolean;
  saving: boolean;
  onSave: (account: AccountBody) => Promise<unknown>;
}

/** 'Editar empresa' of a merchant: its account, edited here (an originator's are its domiciles). */
export function MerchantAccountForm({ company, canEdit, saving, onSave }: MerchantAccountFormProps) {
  const current = company.accounts[0];
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      account: {
        bank_code: current?.bank_code ?? '',
        agency: current?.agency ?? '',
        account_number: current?.account_number ?? '',
        account_digit: current?.account_digit ?? '',
        account_type: current?.account_type ?? 'CC',
      },
    },
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    await onSave(v.account);
    form.reset(form.getValues());
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={M.saveAccount}>
      <Grid container spacing={2}>
        <AccountFields control={form.control} disabled={!canEdit} />
        {canEdit && (
          <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              loading={saving}
              disabled={saving || Object.keys(errors).length > 0 || !isDirty}
            >
              {M.saveAccount}
            </Button>
          </Grid>
        )}
      </Grid>
    </form>
  );
}
