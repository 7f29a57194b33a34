import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { MESSAGES, splitRowErrors, type ImportAcceptedReply, type ImportKind, type ImportLatestReply, type ImportStatusReply } from '@lastro/domain';
import { api } from '../../lib/api';
import { downloadFromApi, saveBlob } from '../../lib/download';
import { useToast, getApiErrorMessage } from '../Toast';
import { Pager } from '../DataTable/Pager';
import { readCsvFile, SpreadsheetFileError } from './read-csv';

export interface ImportPreviewColumn {
  /** Normalised header (spec 3 §5.5), e.g. 'cnpj_estabelecimento'. */
  key: string;
  label: string;
}

/** A row of the chosen file as parsed for the preview: its line (1 = first data row, as the server counts) and record. */
export interface ImportFileRow {
  line: number;
  record: Record<string, string>;
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
  /**
   * Called when the import ended (full success or partial failure), with the rows of the file it
   * processed (none when the page was reloaded while it ran); the imported ones are those whose
   * line is not among the failures.
   */
  onFinished?(status: ImportStatusReply, rows: readonly ImportFileRow[]): void;
  /** Cleared by the page (e.g. supplier changed). */
  disabled?: boolean;
  /** The toast for a refused request (default: the server's message), e.g. 'Não foi possivel atualizar os contratos'. */
  requestFailedMessage?: string;
}

const M = MESSAGES.imports;
/** Errors are cut here in the table; the tooltip holds the whole text (spec 3 §2.3). */
export const ERROR_CUT = 35;
const PAGE_SIZES = [10, 25, 50, 100];
const POLL_MS = 1000;

interface PreviewRow extends ImportFileRow {
  error: string | null;
}

type Phase = 'idle' | 'reading' | 'ready' | 'uploading' | 'running' | 'failed-rows';

const csvCell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template as Excel opens it: ';'-separated, UTF-8 with a BOM (accents intact). */
export function templateCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** The row's errors: cut in the cell, every one of them on its own line in the tooltip. */
function ErrorCell({ text }: { text: string | null }) {
  if (!text) return null;
  if (text.length <= ERROR_CUT) return <>{text}</>;
  const errors = splitRowErrors(text);
  const title =
    errors.length > 1 ? (
      <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="import-error-list">
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </Box>
    ) : (
      text
    );
  return (
    <Tooltip title={title}>
      <span>{`${text.slice(0, ERROR_CUT)}...`}</span>
    </Tooltip>
  );
}

const statusKey = (id: string | null) => ['imports', 'status', id] as const;

/**
 * The shared import flow of spec 3 §4: choose a CSV (previewed at once, parsed in a web worker),
 * 'Limpar', 'Processar dados' (upload, job with a progress bar that survives a reload), then
 * either the screen clears with 'Arquivo importado com sucesso!' or only the failed rows stay with
 * their error column and the view scrolls right.
 */
export function ImportFlow(props: ImportFlowProps) {
  const { kind, uploadUrl, fields, columns, template, help, onAccepted, onFinished, disabled, requestFailedMessage } = props;
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  // The phase and the import it follows change together (a resumed import sets both).
  const [flow, setFlow] = useState<{ phase: Phase; processId: string | null }>({ phase: 'idle', processId: null });
  const { phase, processId } = flow;
  const setPhase = (next: Phase) => setFlow((f) => ({ ...f, phase: next }));
  const [failedFile, setFailedFile] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const finishedRef = useRef<string | null>(null);
  const fileRef = useRef<File | null>(null);
  // The file's rows outlive the preview, which shows only the failures once the import ended.
  const fileRowsRef = useRef<readonly ImportFileRow[]>([]);
  const keepFile = (next: File | null) => {
    fileRef.current = next;
    setFile(next);
  };

  const clear = () => {
    keepFile(null);
    fileRowsRef.current = [];
    setRows([]);
    setFlow({ phase: 'idle', processId: null });
    setFailedFile(null);
    setPage(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  function finish(s: ImportStatusReply) {
    if (finishedRef.current === s.process_id) return;
    finishedRef.current = s.process_id;
    if (s.state === 'failed') {
      setFlow({ phase: fileRef.current ? 'ready' : 'idle', processId: null });
      toast.error(requestFailedMessage ?? s.error ?? MESSAGES.common.genericError);
      return;
    }
    onFinished?.(s, fileRowsRef.current);
    if (s.status.totalError === 0) {
      clear();
      toast.success(M.imported);
      return;
    }
    keepFile(null);
    if (inputRef.current) inputRef.current.value = '';
    setRows(s.erros.map((e) => ({ line: e.line, record: e.record, error: e.error })));
    setFailedFile(s.failed_file);
    setPage(0);
    setFlow({ phase: 'failed-rows', processId: null });
    toast.error(M.partialFailure);
  }

  // A reloaded page picks up the bar of an import still under way.
  useQuery({
    queryKey: ['imports', 'latest', kind],
    queryFn: async () => {
      const reply = await api.get<ImportLatestReply>('general', 'imports', { query: { kind, active: true } });
      const running = reply.results[0];
      if (running) setFlow((f) => (f.phase === 'idle' ? { phase: 'running', processId: running.process_id } : f));
      return reply;
    },
    // Asked again on every visit: a cached answer would resume an import that has ended since.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const status = useQuery({
    queryKey: statusKey(processId),
    queryFn: async () => {
      const s = await api.get<ImportStatusReply>('general', `imports/${processId}`);
      if (s.state === 'completed' || s.state === 'failed') finish(s);
      return s;
    },
    enabled: processId !== null && phase === 'running',
    refetchInterval: (q) => (q.state.data && (q.state.data.state === 'completed' || q.state.data.state === 'failed') ? false : POLL_MS),
  });

  // Where the error column is: the reader's eye goes straight to it.
  useLayoutEffect(() => {
    const el = tableRef.current;
    if (phase === 'failed-rows' && el) el.scrollLeft = el.scrollWidth;
  }, [phase, rows]);

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    keepFile(chosen);
    fileRowsRef.current = [];
    setRows([]);
    setFailedFile(null);
    setPage(0);
    setPhase('reading');
    try {
      const preview = await readCsvFile(chosen);
      const parsed = preview.rows.map((record, i) => ({ line: i + 1, record }));
      fileRowsRef.current = parsed;
      setRows(parsed.map((r) => ({ ...r, error: null })));
      setPhase('ready');
    } catch (err) {
      toast.error(err instanceof SpreadsheetFileError ? M.spreadsheetNotAccepted : M.invalidCsv);
      clear();
    }
  }

  async function process() {
    if (!file || !fields) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, file.name);
    setPhase('uploading');
    try {
      const accepted = await api.upload<ImportAcceptedReply>('upload', uploadUrl, form);
      finishedRef.current = null;
      setFlow({ phase: 'running', processId: accepted.process_id });
      onAccepted?.(accepted.process_id);
    } catch (err) {
      setPhase('ready');
      toast.error(requestFailedMessage ?? getApiErrorMessage(err));
    }
  }

  async function downloadFailed() {
    if (!failedFile) return;
    try {
      await downloadFromApi('general', failedFile.replace(/^\/api\//, ''), { fallbackName: `${kind}-erros.csv` });
    } catch (err) {
      toast.error(getApiErrorMessage(err));
    }
  }

  const busy = phase === 'reading' || phase === 'uploading' || phase === 'running';
  const canProcess = !disabled && fields !== null && file !== null && phase === 'ready';
  const done = status.data?.done ?? 0;
  const total = status.data?.total ?? null;
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const shown = rows.slice(page * pageSize, page * pageSize + pageSize);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          component="label"
          startIcon={<UploadFileIcon />}
          disabled={disabled || busy}
        >
          {M.selectFile}
          <input
            ref={inputRef}
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={M.selectFile}
            disabled={disabled || busy}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Button>
        <Button
          variant="text"
          startIcon={<DownloadIcon />}
          onClick={() => saveBlob(new Blob([templateCsv(template.rows)], { type: 'text/csv;charset=utf-8' }), template.fileName)}
        >
          {M.downloadModel}
        </Button>
        {help}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={clear} disabled={busy || (rows.length === 0 && !file)}>
          {M.clear}
        </Button>
        <Button variant="contained" onClick={() => void process()} disabled={!canProcess}>
          {M.processData}
        </Button>
      </Stack>

      {file && (
        <Typography variant="body2" color="text.secondary">
          {file.name}
          {phase !== 'reading' && ` — ${M.rowsInFile(rows.length)}`}
        </Typography>
      )}
      {phase === 'reading' && <LinearProgress aria-label={M.readingFile} />}
      {(phase === 'uploading' || phase === 'running') && (
        <Box>
          <LinearProgress variant={total ? 'determinate' : 'indeterminate'} value={percent} aria-label={M.processing(done, total)} />
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="import-progress">
            {M.processing(done, total)}
          </Typography>
        </Box>
      )}
      {phase === 'failed-rows' && failedFile && (
        <Link component="button" type="button" onClick={() => void downloadFailed()} sx={{ alignSelf: 'flex-start' }}>
          {M.downloadFailedRows}
        </Link>
      )}

      {rows.length > 0 && (
        <Paper variant="outlined">
          <TableContainer ref={tableRef} sx={{ maxHeight: 520, overflowX: 'auto' }} data-testid="import-preview">
            <Table size="small" stickyHeader>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }}>
                      {c.label}
                    </TableCell>
                  ))}
                  <TableCell>{M.statusColumn}</TableCell>
                  <TableCell sx={{ minWidth: 260 }}>{M.errorColumn}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((r) => (
                  <TableRow key={r.line} data-testid="import-row">
                    {columns.map((c) => (
                      <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }}>
                        {r.record[c.key] ?? ''}
                      </TableCell>
                    ))}
                    <TableCell>{r.error ? M.errorStatus : ''}</TableCell>
                    <TableCell data-testid="import-error">
                      <ErrorCell text={r.error} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager
            count={rows.length}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
