export * from './statement-day';
