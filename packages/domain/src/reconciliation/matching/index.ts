export * from './agenda-status';
export * from './bank-matching';
export * from './bank-status';
export * from './divergence-changes';
export * from './monitoring';
export * from './run-scope';
