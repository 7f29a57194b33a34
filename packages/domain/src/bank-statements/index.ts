export * from './statement';
export * from './dedup';
export * from './file-name';
export * from './classification';
export * from './anomalies';
export * from './csv-extrato';
