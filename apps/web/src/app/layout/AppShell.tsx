import { ToastProvider } from '../../components/Toast';
import { JobsIndicator, NotificationBell } from '../../features/notifications';
import { AppLayout } from './AppLayout';

/** The signed-in frame: the top bar carries the running-jobs indicator and the notifications bell. */
export default function AppShell() {
  return (
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
  );
}
