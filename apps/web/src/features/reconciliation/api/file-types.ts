/**
 * The shapes of spec 4 §3.4-§3.5 and §8 'import (files)' as the web reads them; money as
 * decimal strings, dates YYYY-MM-DD.
 */
export type FileStatus =
  | 'recebido'
  | 'em_analise'
  | 'aguardando_vinculo'
  | 'aguardando_confirmacao'
  | 'importando'
  | 'processado'
  | 'processado_com_alertas'
  | 'rejeitado'
  | 'descartado'
  | 'excluido';

export interface FileRow {
  id: string;
  creditor_id: string;
  creditor_name?: string | null;
  origin: 'usuario' | 'sandbox';
  uploaded_by_name: string | null;
  name: string;
  size: number;
  /** The file's SHA-256 (the detail shows its first 12 characters). */
  identifier: string;
  format: 'ofx' | 'cnab240' | 'csv';
  status: FileStatus;
  message: string | null;
  done: number | null;
  total: number | null;
  received_at: string;
  committed_at: string | null;
  period_start: string | null;
  period_end: string | null;
  /** The file's accounts, labelled '{banco} · cc {conta} — {empresa}'. */
  accounts: { id: string; label: string }[];
  pending_links: { raw: string }[];
  lines_total: number;
  lines_new: number;
  lines_duplicated: number;
  lines_error: number;
  lines_ignored: number;
  totals: { credits: string; debits: string; opening_balance: string | null; closing_balance: string | null } | null;
  totals_check: 'ok' | 'divergente' | 'nao_aplicavel';
}

/** The KPI cards, over the whole filtered set. */
export interface FilesTotals {
  files: number;
  awaiting_action: number;
  processed_with_alerts: number;
  rejected: number;
}

export interface CoverageCell {
  date: string;
  state: 'coberto' | 'lacuna' | 'antes_do_inicio';
  file_ids: string[];
  file_names?: string[];
}
export interface Coverage {
  days: string[];
  rows: { account_id: string; label: string; cells: CoverageCell[] }[];
}

export type FileLinesTab = 'novos' | 'importados' | 'duplicados' | 'erros' | 'ignorados';

export interface FileLine {
  id: number | null;
  line_number: number;
  posted_date: string | null;
  description: string | null;
  document_id: string | null;
  entry_type: 'C' | 'D' | null;
  amount: string | null;
  /** The classification as the screen shows it ('Recebível de cartão — {credenciadora}', 'Outro lançamento'). */
  classification: string | null;
  /** The bank item's status, once reconciliation runs over the line. */
  item_status?: string | null;
  duplicate_of: { file_name: string; received_at: string } | null;
  ignore_reason: string | null;
  error: { field: string | null; message: string; raw: string | null } | null;
}
