import { parseBrDate } from '@lastro/domain';

/** Positions of the FEBRABAN 'Extrato para Conciliação Bancária' (spec 4 §5.3): 1-based, inclusive. */
export const CNAB = {
  bank: [1, 3],
  batch: [4, 7],
  recordType: [8, 8],
  operation: [9, 9],
  service: [10, 11],
  segment: [14, 14],
  sequence: [9, 13],
  batchLayout: [14, 16],
  documentType: [18, 18],
  document: [19, 32],
  agency: [53, 57],
  agencyDigit: [58, 58],
  account: [59, 70],
  accountDigit: [71, 71],
  companyName: [73, 102],
  bankName: [103, 132],
  returnCode: [143, 143],
  generationDate: [144, 151],
  fileSequence: [158, 163],
  fileLayout: [164, 166],
  // batch header and trailer: the balances
  balanceDate: [143, 150],
  balance: [151, 168],
  balanceSign: [169, 169],
  balancePosition: [170, 170],
  currency: [171, 173],
  // detail segment E
  nature: [109, 111],
  complement: [112, 133],
  accountingDate: [135, 142],
  postingDate: [143, 150],
  amount: [151, 168],
  entryType: [169, 169],
  category: [170, 172],
  historyCode: [173, 176],
  history: [177, 201],
  documentNumber: [202, 240],
  // batch trailer
  batchRecords: [171, 176],
  debitSum: [177, 194],
  creditSum: [195, 212],
  // file trailer
  fileBatches: [18, 23],
  fileRecords: [24, 29],
} as const satisfies Record<string, readonly [number, number]>;

export type CnabField = keyof typeof CNAB;

/** The field's characters as the record holds them. */
export function cnabField(record: string, field: CnabField): string {
  const [from, to] = CNAB[field];
  return record.slice(from - 1, to);
}

/** DDMMAAAA -> YYYY-MM-DD, null when not a calendar day. */
export function cnabDate(text: string): string | null {
  if (!/^\d{8}$/.test(text)) return null;
  return parseBrDate(`${text.slice(0, 2)}/${text.slice(2, 4)}/${text.slice(4)}`);
}

/** Unsigned digits with two implied decimals -> cents; null when not digits or too large. */
export function cnabCents(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const cents = Number(text);
  return Number.isSafeInteger(cents) ? cents : null;
}
