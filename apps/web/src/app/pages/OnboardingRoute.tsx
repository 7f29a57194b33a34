import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/Toast';
import { OnboardingPage } from '../../features/onboarding';
import { queryClient } from '../queryClient';

/** /cadastro?token=...: the public page where a merchant finishes its registration. */
export default function OnboardingRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <OnboardingPage />
      </ToastProvider>
    </QueryClientProvider>
  );
}
