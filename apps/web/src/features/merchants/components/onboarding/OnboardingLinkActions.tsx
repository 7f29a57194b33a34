import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { OnboardingLinkDialog } from './OnboardingLinkDialog';
import { useGenerateOnboardingLink, useResendOnboardingEmail } from '../../api/onboarding-link';

const M = MESSAGES.merchants;

/** Dados Cadastrais, administrators: 'Reenviar e-mail' (a fresh link by e-mail) and 'Gerar token' (the link dialog). */
export function OnboardingLinkActions({ merchantId }: { merchantId: string }) {
  const { isAdmin } = usePermissions();
  const toast = useToast();
  const generate = useGenerateOnboardingLink(merchantId);
  const resend = useResendOnboardingEmail(merchantId);
  const [link, setLink] = useState<string | null>(null);
  if (!isAdmin) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        loading={resend.isPending}
        onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success(M.emailResent) })}
      >
        {M.resendEmail}
      </Button>
      <Button variant="outlined" loading={generate.isPending} onClick={() => generate.mutate(undefined, { onSuccess: (r) => setLink(r.link) })}>
        {M.generateToken}
      </Button>
      <OnboardingLinkDialog link={link} onClose={() => setLink(null)} />
    </Stack>
  );
}
