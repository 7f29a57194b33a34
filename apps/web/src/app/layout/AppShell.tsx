import { JobsIndicator, NotificationBell } from '../../features/notifications';
import { AppLayout } from './AppLayout';

/** The signed-in frame: the top bar carries the running-jobs indicator and the notifications bell. */
export function AppShell() {
  return (
    <AppLayout
      topBarActions={
        <>
          <JobsIndicator />
          <NotificationBell />
        </>
      }
    />
  );
}
