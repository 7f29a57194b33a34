export { OnceOpened } from './OnceOpened';
