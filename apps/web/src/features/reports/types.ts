/** The report's filter form values (strings, as the address keeps them). */
export type SettlementReportFilterValues = {
  creditorId: string;
  documentNumber: string;
  codes: string;
  searchByGroup: string;
  externalReference: string;
  /** Comma-separated statuses. */
  status: string;
  contractType: string;
  strategy: string;
  createdAtInitial: string;
  createdAtEnd: string;
  executionDateInitial: string;
  executionDateEnd: string;
  searchByGcap: string;
};
