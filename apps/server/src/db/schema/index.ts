export * from './creditors';
export * from './access';
export * from './registers';
