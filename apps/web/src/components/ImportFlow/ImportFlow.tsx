import type { ReactNode } from 'react';
import type { ImportKind, ImportStatusReply } from '@lastro/domain';

export interface ImportPreviewColumn {
  /** Normalised header (spec 3 §5.5), e.g. 'cnpj_estabelecimento'. */
  key: string;
  label: string;
}

export interface ImportFlowProps {
  kind: ImportKind;
  /** Upload address under /api (multipart: `file` + `fields`), e.g. 'deals/upload'. */
  uploadUrl: string;
  /** The form's options sent with the file; null while the form is incomplete (process stays disabled). */
  fields: Record<string, string> | null;
  /** Preview columns, in order; the error column is added by the flow. */
  columns: readonly ImportPreviewColumn[];
  /** 'Baixar modelo': the template's name and its rows (first row = headers, ';'-separated). */
  template: { fileName: string; rows: readonly (readonly string[])[] };
  /** The 'Como preencher corretamente' help table, when the page has one. */
  help?: ReactNode;
  /** Called once the server accepted the file (e.g. the 'Pesquisa da agenda em processamento...' dialog). */
  onAccepted?(processId: string): void;
  /** Called when the import ended (full success or partial failure). */
  onFinished?(status: ImportStatusReply): void;
  /** Cleared by the page (e.g. supplier changed). */
  disabled?: boolean;
}

/**
 * The shared import flow of spec 3 §4: choose a CSV (previewed at once, parsed in a web worker),
 * 'Limpar', 'Processar dados' (upload, job with a progress bar that survives a reload), then
 * either the screen clears with 'Arquivo importado com sucesso!' or only the failed rows stay with
 * their error column and the view scrolls right.
 */
export function ImportFlow(props: ImportFlowProps) {
  // Built by the imports core; the skeleton only fixes the contract the pages use.
  void props;
  return null;
}
