/** Reports (Relatórios): the settlement-forecast report. */
export const REPORT_MESSAGES = {} as const;
