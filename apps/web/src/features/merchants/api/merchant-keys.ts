/** Query keys of the merchant record (under the feature's 'merchants' root, which the list shares). */
export const merchantRecordKeys = {
  all: ['merchants'] as const,
  detail: (id: string) => ['merchants', 'detail', id] as const,
  creditorProfile: (creditorId: string) => ['merchants', 'creditor-profile', creditorId] as const,
};
