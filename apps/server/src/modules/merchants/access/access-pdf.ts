// pdfkit is loaded on the first PDF asked for, not at start: it weighs ~20 MB resident.
const loadPdfKit = () => import('pdfkit').then((m) => m.default);
import { MESSAGES, formatDateTime, formatDocument, formatPhone, type AccessCheck, type MerchantAccessAccount } from '@lastro/domain';

const M = MESSAGES.merchants;

export interface AccessPdfInput {
  merchant: { tradingName: string; companyName: string; documentNumber: string };
  creditorName: string;
  accounts: MerchantAccessAccount[];
  generatedAt: Date;
}

/** 'dados-de-acesso-<timestamp>.pdf', the timestamp in São Paulo time (yyyyMMddHHmmss). */
export function accessPdfName(at: Date): string {
  const [date = '', time = ''] = formatDateTime(at).split(' ');
  const [d, m, y] = date.split('/');
  return `dados-de-acesso-${y}${m}${d}${time.replace(':', '')}${String(at.getUTCSeconds()).padStart(2, '0')}.pdf`;
}

const cell = (c: AccessCheck) => (c.date ? `${formatDateTime(c.date)}\n${c.address ?? '-'}` : '-');

/**
 * The 'Dados de acesso' table as a PDF (pdfkit, standard fonts: the text stays selectable and
 * searchable): the merchant's identification, then one row per access account.
 */
export async function renderAccessPdf(input: AccessPdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: M.pdfTitle, Author: 'Lastro' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(M.pdfTitle);
  doc.moveDown(0.5).fontSize(10);
  const line = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line(M.pdfMerchant, `${input.merchant.tradingName} (${input.merchant.companyName})`);
  line(M.pdfDocument, formatDocument(input.merchant.documentNumber));
  line(M.pdfCreditor, input.creditorName);
  line(M.pdfGeneratedAt, formatDateTime(input.generatedAt));
  doc.moveDown();

  const headers = [M.accessName, M.accessEmail, M.accessPhone, M.accessEmailCheck, M.accessPhoneCheck, M.accessPartnershipCheck, M.accessPolicyCheck, M.accessSelfieCheck];
  const widths = [95, 130, 80, 88, 88, 88, 88, 88];
  const left = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom;

  const row = (values: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(...values.map((v, i) => doc.heightOfString(v, { width: widths[i]! - 6 }))) + 8;
    if (doc.y + height > bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    values.forEach((v, i) => {
      doc.text(v, x + 3, top + 4, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.moveTo(left, top + height).lineTo(x, top + height).strokeColor('#bbbbbb').lineWidth(0.5).stroke();
    doc.x = left;
    doc.y = top + height;
  };

  row(headers, true);
  if (!input.accounts.length) row([M.accessEmpty, '', '', '', '', '', '', ''], false);
  for (const a of input.accounts)
    row(
      [
        a.name,
        a.email,
        a.phone_number ? formatPhone(a.phone_number) : '-',
        cell(a.checked_email),
        cell(a.checked_phone_number),
        cell(a.checked_term_partnership),
        cell(a.checked_term_policy),
        cell(a.checked_selfie),
      ],
      false,
    );

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
