import { ARRANGEMENT_TYPES, formatDateTime, labelOf, MESSAGES, REGISTRIES } from '@lastro/domain';
import type { Acquirer, Arrangement, Bank } from '../types';
import type { ExportColumn } from './table-export';

const status = (active: boolean) => (active ? MESSAGES.common.active : MESSAGES.common.inactive);
const date = (value: string | null) => (value ? formatDateTime(value) : '');
const fileUrl = (path: string | null) => (path ? new URL(path, window.location.origin).toString() : '');

/** Acquirer export columns of spec doc 3 §3 (headers as the spec names them). */
export const ACQUIRER_EXPORT_COLUMNS: ExportColumn<Acquirer>[] = [
  { header: 'acquirer_name', value: (r) => r.acquirer_name },
  { header: 'document_number', value: (r) => r.document_number },
  { header: 'register_name', value: (r) => labelOf(REGISTRIES, r.register_name, r.register_name) },
  { header: 'file', value: (r) => fileUrl(r.path) },
  { header: 'active', value: (r) => status(r.active) },
  { header: 'created_at', value: (r) => date(r.created_at) },
  { header: 'inactivation_date', value: (r) => date(r.inactivation_date) },
];

/** Arrangement export columns of spec doc 3 §3. */
export const ARRANGEMENT_EXPORT_COLUMNS: ExportColumn<Arrangement>[] = [
  { header: 'brand_name', value: (r) => r.brand_name },
  { header: 'brand_code', value: (r) => r.brand_code },
  { header: 'type', value: (r) => labelOf(ARRANGEMENT_TYPES, r.type, r.type) },
  { header: 'payment_arrangement', value: (r) => r.payment_arrangement },
  { header: 'file', value: (r) => fileUrl(r.path) },
  { header: 'active', value: (r) => status(r.active) },
  { header: 'created_at', value: (r) => date(r.created_at) },
  { header: 'updated_at', value: (r) => date(r.updated_at) },
];

/** Bank export columns (the bank fields of spec doc 1 §3). */
export const BANK_EXPORT_COLUMNS: ExportColumn<Bank>[] = [
  { header: 'bank_name', value: (r) => r.bank_name },
  { header: 'bank_code', value: (r) => r.bank_code },
  { header: 'bank_ispb', value: (r) => r.bank_ispb },
  { header: 'created_at', value: (r) => date(r.created_at) },
];
