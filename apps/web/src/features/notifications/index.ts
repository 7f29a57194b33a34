export { NotificationBell } from './components/NotificationBell';
export { JobsIndicator } from './components/JobsIndicator';
