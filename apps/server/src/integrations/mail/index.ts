export * from './mail';
export * from './outbox.repository';
export * from './create-mailer';
