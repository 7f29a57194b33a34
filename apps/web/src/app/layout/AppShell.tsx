import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/Toast';
import { JobsIndicator, NotificationBell } from '../../features/notifications';
import { queryClient } from '../queryClient';
import { AppLayout } from './AppLayout';

/** The signed-in frame: the top bar carries the running-jobs indicator and the notifications bell. */
export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AppLayout
          topBarActions={
            <>
              <JobsIndicator />
              <NotificationBell />
            </>
          }
        />
      </ToastProvider>
    </QueryClientProvider>
  );
}
