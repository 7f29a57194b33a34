/** GET creditors/{id}/parameters/export: the creditor's parameters as a file, answered at once. */
export const parametersExportPath = (creditorId: string) => `creditors/${encodeURIComponent(creditorId)}/parameters/export`;
