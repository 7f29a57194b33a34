import { ToastProvider } from '../../components/Toast';
import { InvitationPage } from '../../features/invitation';

/** /convite?token=...: the public page where an invited user chooses a password. */
export default function InvitationRoute() {
  return (
    <ToastProvider>
      <InvitationPage />
    </ToastProvider>
  );
}
