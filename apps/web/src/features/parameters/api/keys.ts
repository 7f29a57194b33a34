/** Query keys of the registers: invalidating a root refreshes its lists and details. */
export const registerKeys = {
  acquirers: ['registers', 'acquirers'] as const,
  arrangements: ['registers', 'arrangements'] as const,
  banks: ['registers', 'banks'] as const,
  parameters: ['registers', 'parameter-definitions'] as const,
};
