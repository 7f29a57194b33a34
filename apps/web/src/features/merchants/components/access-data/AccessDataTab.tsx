/** Slot of the merchant edit page; filled by its own work item. */
export function AccessDataTab(_props: { merchantId: string }) {
  return null;
}
