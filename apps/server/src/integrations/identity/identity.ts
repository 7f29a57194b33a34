/** What the register says about the merchant, compared with what the document reads. */
export interface IdentityRegistration {
  companyName: string;
  documentNumber: string;
  contactName: string | null;
  contactDocumentNumber: string | null;
}

/** 1 Contrato Social, 2 Documento, 3 Selfie. */
export type IdentityFileType = 1 | 2 | 3;

export interface IdentityInput {
  fileType: IdentityFileType;
  file: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  /** The merchant's selfie, compared with a Documento's photo. */
  selfie: Buffer | null;
  registration: IdentityRegistration;
}

export interface IdentityField {
  field: string;
  registration: string | null;
  ocr: string | null;
}

export interface IdentityResult {
  /** 'offline' or 'remote': shown beside the figures so nobody takes one for the other. */
  provider: string;
  text: string;
  fields: IdentityField[];
  /** 0..100, or null when no comparison applies (no selfie, not a Documento, a PDF). */
  faceMatch: number | null;
  faceMethod: string | null;
  ms: number;
}

export interface IdentityProvider {
  readonly name: 'offline' | 'remote';
  check(input: IdentityInput): Promise<IdentityResult>;
}
