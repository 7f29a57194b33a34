export * from './sms';
export * from './outbox.repository';
export * from './create-sms-sender';
