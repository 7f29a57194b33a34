export const commitmentKeys = {
  all: ['commitments'] as const,
  list: ['commitments', 'list'] as const,
  requests: ['commitments', 'requests'] as const,
};
