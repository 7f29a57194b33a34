export { NoAccess } from './NoAccess';
