export { BackButton } from './BackButton';
export type { BackButtonProps } from './BackButton';
