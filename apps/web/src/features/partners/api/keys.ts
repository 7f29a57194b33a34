export const partnerKeys = { all: ['partners'] as const };
