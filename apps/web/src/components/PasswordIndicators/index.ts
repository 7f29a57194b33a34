export { PasswordIndicators } from './PasswordIndicators';
