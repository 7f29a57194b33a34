import { and, eq, inArray } from 'drizzle-orm';
import { formatDocument, generateCnpj } from '@lastro/domain';
import type { ModuleHost } from '../../lib/module';
import type { AppDb } from '../../db/client';
import { creditors, merchantDocuments, merchants } from '../../db/schema';
import { DEMO_CREDITOR_DOCUMENT } from '../access.seed';
import { DEMO_SECOND_CREDITOR_DOCUMENT } from '../schedules.seed';
import { loadSharp } from '../../integrations/images/load-sharp';

type MerchantRow = typeof merchants.$inferSelect;
type Version = { status: 1 | 2 | 3; comment?: string; daysAgo: number; variant?: 'blurred' | 'plain' };
type Plan = { type: 1 | 2 | 3; versions: Version[]; withoutFile?: boolean };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A face drawn in flat shapes: the same for the document photo and the selfie of one person, apart from framing. */
const face = (x: number, y: number, r: number, skin: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${skin}"/><circle cx="${x - r / 3}" cy="${y - r / 5}" r="${r / 9}" fill="#222"/><circle cx="${x + r / 3}" cy="${y - r / 5}" r="${r / 9}" fill="#222"/><rect x="${x - r / 3}" y="${y + r / 3}" width="${(2 * r) / 3}" height="${r / 10}" fill="#833"/><rect x="${x - r}" y="${y + r}" width="${2 * r}" height="${r}" fill="#345"/>`;

/** An identity card: typed lines the OCR reads, and the holder's photo. */
async function identityCard(m: MerchantRow, variant: Version['variant']): Promise<Buffer> {
  const lines = [
    'REPÚBLICA FEDERATIVA DO BRASIL',
    'CARTEIRA DE IDENTIDADE',
    `NOME: ${(m.contactName ?? '').toUpperCase()}`,
    `CPF: ${formatDocument(m.contactDocumentNumber ?? '')}`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="620"><rect width="100%" height="100%" fill="#eef3ea"/>${face(150, 300, 90, '#c68642')}${lines
    .map(
      (l, i) =>
        `<text x="300" y="${120 + i * 80}" font-family="DejaVu Sans, sans-serif" font-size="${i < 2 ? 30 : 34}" fill="#111">${escape(l)}</text>`,
    )
    .join('')}</svg>`;
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg));
  return (variant === 'blurred' ? image.blur(6) : image).png().toBuffer();
}

const selfie = async () =>
  (await loadSharp())(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="#dfe7ef"/>${face(300, 260, 160, '#c68642')}</svg>`,
    ),
  )
    .png()
    .toBuffer();

async function contract(m: MerchantRow, variant: Version['variant']): Promise<Buffer> {
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({ size: 'A4', margin: 60 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text('CONTRATO SOCIAL', { align: 'center' }).moveDown();
  doc.fontSize(12).text(`Razão social: ${m.companyName}`).text(`Nome fantasia: ${m.tradingName}`);
  if (variant !== 'plain') doc.text(`CNPJ: ${formatDocument(m.documentNumber)}`);
  doc
    .moveDown()
    .text(
      `Endereço: ${m.address ?? ''}, ${m.addressNumber ?? ''} - ${m.addressCity ?? ''}/${m.addressState ?? ''}`,
    );
  doc.moveDown().text('Cláusula primeira: a sociedade tem por objeto o comércio varejista.');
  doc.end();
  return done;
}

/** [creditor document, merchant document, plans]: every status, a history of several versions, pending merchants. */
const DEMO_DOCUMENTS: ReadonlyArray<[string, string, Plan[]]> = [
  [
    DEMO_CREDITOR_DOCUMENT,
    generateCnpj({ seed: 101 }),
    [
      { type: 1, versions: [{ status: 2, daysAgo: 9 }] },
      {
        type: 2,
        versions: [
          {
            status: 3,
            comment:
              'O arquivo enviado está ilegível, incompleto ou não corresponde ao documento solicitado.',
            daysAgo: 9,
            variant: 'blurred',
          },
          {
            status: 3,
            comment: 'Os dados informados no documento não conferem com os dados do cadastro.',
            daysAgo: 6,
            variant: 'blurred',
          },
          { status: 1, daysAgo: 2 },
        ],
      },
      { type: 3, versions: [{ status: 2, daysAgo: 9 }] },
    ],
  ],
  [
    DEMO_CREDITOR_DOCUMENT,
    generateCnpj({ seed: 102 }),
    [
      { type: 1, versions: [{ status: 1, daysAgo: 3, variant: 'plain' }] },
      { type: 2, versions: [{ status: 1, daysAgo: 3 }] },
    ],
  ],
  [
    DEMO_CREDITOR_DOCUMENT,
    generateCnpj({ seed: 103 }),
    [
      {
        type: 1,
        versions: [
          {
            status: 3,
            comment: 'Envie novamente o documento solicitado, legível e dentro da validade.',
            daysAgo: 5,
          },
        ],
      },
      { type: 2, versions: [{ status: 2, daysAgo: 5 }] },
    ],
  ],
  [
    DEMO_SECOND_CREDITOR_DOCUMENT,
    generateCnpj({ seed: 201 }),
    [{ type: 2, withoutFile: true, versions: [{ status: 1, daysAgo: 4 }] }],
  ],
];

const FILE_INFO = { 1: 'contrato-social.pdf', 2: 'documento-identidade.png', 3: 'selfie.png' } as const;

/**
 * Documents of demo merchants in every status (pending, approved, refused with a reason), one
 * Documento with three versions, and a document checked by Inovamind (no file). Runs after the
 * merchants exist; a merchant that already has documents is left as it is.
 */
export async function seedDemoMerchantDocuments(db: AppDb, services: ModuleHost['services']): Promise<void> {
  const owners = await db
    .select({ id: creditors.id, documentNumber: creditors.documentNumber })
    .from(creditors)
    .where(inArray(creditors.documentNumber, [DEMO_CREDITOR_DOCUMENT, DEMO_SECOND_CREDITOR_DOCUMENT]));
  const ownerOf = new Map(owners.map((c) => [c.documentNumber, c.id]));
  for (const [creditorDocument, document, plans] of DEMO_DOCUMENTS) {
    const owner = ownerOf.get(creditorDocument);
    if (!owner) continue;
    const [merchant] = await db
      .select()
      .from(merchants)
      .where(and(eq(merchants.creditorId, owner), eq(merchants.documentNumber, document)));
    if (!merchant) continue;
    if (
      (
        await db
          .select({ id: merchantDocuments.id })
          .from(merchantDocuments)
          .where(eq(merchantDocuments.merchantId, merchant.id))
          .limit(1)
      ).length
    )
      continue;
    for (const plan of plans) {
      for (const [i, v] of plan.versions.entries()) {
        const file = plan.withoutFile
          ? null
          : plan.type === 1
            ? await contract(merchant, v.variant)
            : plan.type === 2
              ? await identityCard(merchant, v.variant)
              : await selfie();
        const fileInfo =
          plan.versions.length > 1 ? FILE_INFO[plan.type].replace('.', `-v${i + 1}.`) : FILE_INFO[plan.type];
        const { id } = await services('merchants').storeDocument(merchant.id, {
          fileType: plan.type,
          fileInfo,
          file,
        });
        const createdAt = new Date(Date.now() - v.daysAgo * 86_400_000);
        await db
          .update(merchantDocuments)
          .set({
            status: v.status,
            comment: v.comment ?? null,
            createdAt,
            updatedAt: createdAt,
            statusChangedAt: v.status === 1 ? null : new Date(createdAt.getTime() + 86_400_000),
          })
          .where(eq(merchantDocuments.id, id));
      }
    }
  }
}
