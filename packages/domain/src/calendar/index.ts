export * from './business-days';
export * from './money';
