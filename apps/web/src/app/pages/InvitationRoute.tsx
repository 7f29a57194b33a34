import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/Toast';
import { InvitationPage } from '../../features/invitation';
import { queryClient } from '../queryClient';

/** /convite?token=...: the public page where an invited user chooses a password. */
export default function InvitationRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <InvitationPage />
      </ToastProvider>
    </QueryClientProvider>
  );
}
