export * from './creditors';
export * from './access';
export * from './registers';
export * from './jobs';
export * from './notifications';
export * from './invitations';
export * from './mail';
