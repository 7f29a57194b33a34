import { integer, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { merchants } from './merchants';

/** One OCR row of a document: the field, what the register holds, what was read. */
export interface DocumentOcrField {
  field: string;
  registration: string | null;
  ocr: string | null;
}

/** What the identity provider stored for a document. */
export interface DocumentOcr {
  provider: string;
  fields: DocumentOcrField[];
  text: string;
  ms: number;
  /** How the face score was computed (null when no face comparison applies). */
  faceMethod: string | null;
}

/** A merchant's document (Contrato Social, Documento, Selfie); every upload is a new row. */
export const merchantDocuments = pgTable('merchant_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  fileType: smallint('file_type').notNull(),
  fileInfo: text('file_info').notNull(),
  fileKey: text('file_key'),
  contentType: text('content_type'),
  sizeBytes: integer('size_bytes'),
  status: smallint('status').notNull().default(1),
  comment: text('comment'),
  ocr: jsonb('ocr').$type<DocumentOcr>(),
  faceMatch: numeric('face_match', { precision: 5, scale: 2 }),
  identityProvider: text('identity_provider'),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
  uploadedBy: uuid('uploaded_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
