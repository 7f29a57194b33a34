export const creditorKeys = {
  all: ['creditors'] as const,
  detail: (id: string) => [...creditorKeys.all, 'detail', id] as const,
  originators: (id: string) => [...creditorKeys.all, 'originators', id] as const,
  parameters: (id: string) => [...creditorKeys.all, 'parameters', id] as const,
  pricing: (id: string) => [...creditorKeys.all, 'pricing', id] as const,
  visualIdentity: (id: string) => [...creditorKeys.all, 'visual-identity', id] as const,
};
