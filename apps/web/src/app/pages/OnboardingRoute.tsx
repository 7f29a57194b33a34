import { ToastProvider } from '../../components/Toast';
import { OnboardingPage } from '../../features/onboarding';

/** /cadastro?token=...: the public page where a merchant finishes its registration. */
export default function OnboardingRoute() {
  return (
    <ToastProvider>
      <OnboardingPage />
    </ToastProvider>
  );
}
