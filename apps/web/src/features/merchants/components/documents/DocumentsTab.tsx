/** Slot of the merchant edit page; filled by its own work item. */
export function DocumentsTab(_props: { merchantId: string }) {
  return null;
}
