export * from './import-kinds';
export * from './import-status';
export * from './csv-reading';
export * from './commitment-import-row';
export * from './change-deals-row';
export * from './merchant-import-rows';
export * from './row-errors';
