export * from './redaction';
export * from './route-actions';
export * from './schemas';
