import { formatDocument } from '@lastro/domain';
import type { IdentityField, IdentityFileType, IdentityRegistration } from './identity';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** The first CPF (11 digits) or CNPJ (14) written in the text, punctuated or not. */
function findNumber(text: string, digits: 11 | 14): string | null {
  const pattern = digits === 11 ? /\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g : /\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}/g;
  for (const m of text.matchAll(pattern)) {
    const only = m[0].replace(/\D/g, '');
    if (only.length === digits) return only;
  }
  return null;
}

/** The registered name when the text holds it (accents and case aside), else the line labelled NOME / RAZÃO SOCIAL. */
function findName(text: string, registered: string | null): string | null {
  if (registered && fold(text).includes(fold(registered))) return registered;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(nome|raz[aã]o social)\s*[:-]?\s*(.+)$/i.exec(line);
    if (m?.[2]?.trim()) return m[2].trim();
  }
  return null;
}

/** The detail table (Campo / Cadastro / OCR) of a document from the text read off it. */
export function readFields(
  fileType: IdentityFileType,
  text: string,
  reg: IdentityRegistration,
): IdentityField[] {
  const fmt = (n: string | null) => (n ? formatDocument(n) : null);
  if (fileType === 1) {
    return [
      { field: 'Razão social', registration: reg.companyName, ocr: findName(text, reg.companyName) },
      { field: 'CNPJ', registration: fmt(reg.documentNumber), ocr: fmt(findNumber(text, 14)) },
    ];
  }
  if (fileType === 2) {
    return [
      { field: 'Nome', registration: reg.contactName, ocr: findName(text, reg.contactName) },
      { field: 'CPF', registration: fmt(reg.contactDocumentNumber), ocr: fmt(findNumber(text, 11)) },
    ];
  }
  return [];
}
