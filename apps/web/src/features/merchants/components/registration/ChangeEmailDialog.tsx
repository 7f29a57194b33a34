import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES, merchantNewEmailFormSchema } from '@lastro/domain';
import { FormTextField, SubmitButton, SubmitForm, useToast, validHandler } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useChangeMerchantEmail } from '../../api/save-merchant';

const M = MESSAGES.merchants;
const C = MESSAGES.common;

export interface ChangeEmailDialogProps {
  open: boolean;
  merchant: { id: string; phone_number: string | null };
  onClose: () => void;
}

/** The admin's 'Alterar e-mail': the merchant's contact e-mail and its access account's. */
export function ChangeEmailDialog({ open, merchant, onClose }: ChangeEmailDialogProps) {
  const toast = useToast();
  const change = useChangeMerchantEmail();
  const form = useZodForm(merchantNewEmailFormSchema, { mode: 'onTouched', defaultValues: { newEmail: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = validHandler(form, async ({ newEmail }) => {
    await change.mutateAsync({ newEmail, userId: merchant.id, ...(merchant.phone_number ? { phoneNumber: merchant.phone_number } : {}) });
    toast.success(M.emailChanged);
    close();
  });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-email-title">
      <SubmitForm form={form} onValid={submit}>
        <DialogTitle id="change-email-title">{M.changeEmail}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="newEmail" label={M.newEmailLabel} type="email" required autoFocus sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{C.cancel}</Button>
          <SubmitButton pending={change.isPending} />
        </DialogActions>
      </SubmitForm>
    </Dialog>
  );
}
