export * from './ImportFlow';
