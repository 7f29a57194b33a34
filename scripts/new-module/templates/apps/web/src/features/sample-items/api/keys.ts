export const sampleItemKeys = { all: ['sample-items'] as const };
