export const CREDITORS_PATH = '/app/creditors';
export const CREDITOR_CREATE_PATH = `${CREDITORS_PATH}/create`;

/** Tabs of the edit page, in order (the index is the ?tab= value). */
export const CREDITOR_TABS = ['registration', 'originators', 'parameters', 'fees', 'visualIdentity'] as const;

export const creditorEditPath = (id: string, tab?: (typeof CREDITOR_TABS)[number]) => {
  const index = tab ? CREDITOR_TABS.indexOf(tab) : 0;
  return `${CREDITORS_PATH}/edit?id=${encodeURIComponent(id)}${index > 0 ? `&tab=${index}` : ''}`;
};
