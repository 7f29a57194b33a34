import { AppLayout } from './AppLayout';

/** The signed-in frame; the top bar's actions (notifications bell, running jobs) plug in here. */
export function AppShell() {
  return <AppLayout />;
}
