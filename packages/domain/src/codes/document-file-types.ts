/** File type of a merchant document (checkids `file_type`). */
export const DOCUMENT_FILE_TYPES = [
  { value: 1, label: 'Contrato Social' },
  { value: 2, label: 'Documento' },
  { value: 3, label: 'Selfie' },
] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number]['value'];
export const DOCUMENT_FILE_TYPE = { contract: 1, document: 2, selfie: 3 } as const satisfies Record<string, DocumentFileType>;

/** Review status of a merchant document: 2 approved (empty comment), 3 refused (with comment). */
export const DOCUMENT_REVIEW_STATUS = { approved: 2, refused: 3 } as const;

/** Preset reasons of the 'Recusa de Documento' dialog. */
export const DOCUMENT_REFUSAL_REASONS = ['dados_invalido', 'arquivo_invalido', 'solicitacao_doc'] as const;
export type DocumentRefusalReason = (typeof DOCUMENT_REFUSAL_REASONS)[number];

/** Upload type of the commitment contract file (TCD). */
export const CONTRACT_UPLOAD_TYPE = 'contrato';
