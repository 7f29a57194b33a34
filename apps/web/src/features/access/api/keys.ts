/** Query keys of the access module: invalidating a root refreshes its lists and details. */
export const accessKeys = {
  users: ['access', 'users'] as const,
  profiles: ['access', 'profiles'] as const,
  resources: ['access', 'resources'] as const,
};
