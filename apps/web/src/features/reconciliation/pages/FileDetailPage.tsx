import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { ConfirmDialog, EditFrame, TabbedPage, useToast } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useConfirmFile, useDiscardFile, useExcludeFile, useFile, type FileRow } from '../api/files';
import { canDiscard, canExclude, isCommitted } from '../components/files/fileColumns';
import { FileLinesTable } from '../components/files/FileLinesTable';
import { FileSummary } from '../components/files/FileSummary';
import { LinkAccountDialog } from '../components/files/LinkAccountDialog';

const M = MESSAGES.reconciliationFiles;
const S = PERMISSIONS.conciliacao_extratos;

/** /app/conciliation-extract/edit?id=: 'Detalhe do extrato' (spec 4 §2.7). */
export default function FileDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { can, loading } = usePermissions();
  // Asked for only once the permissions say the user may read it.
  const query = useFile(id, !loading && can(S, 'read'));
  return (
    <EditFrame back={paths.conciliationExtract.root.path} title={M.detailTitle} query={query} missing={!id} loading={loading} allowed={can(S, 'read')}>
      {(file) => <FileDetail file={file} canCreate={can(S, 'create')} canDelete={can(S, 'delete')} />}
    </EditFrame>
  );
}

function FileDetail({ file, canCreate, canDelete }: { file: FileRow; canCreate: boolean; canDelete: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = useConfirmFile();
  const discard = useDiscardFile();
  const exclude = useExcludeFile();
  const [linking, setLinking] = useState<string | null>(null);
  const [asking, setAsking] = useState<'discard' | 'exclude' | null>(null);
  const committed = isCommitted(file);
  const tabs = [
    { label: committed ? M.tabImported : M.tabNew, tab: committed ? ('importados' as const) : ('novos' as const) },
    { label: M.tabDuplicated, tab: 'duplicados' as const },
    { label: M.tabErrors, tab: 'erros' as const },
    { label: M.tabIgnored, tab: 'ignorados' as const },
  ];
  return (
    <Stack spacing={2}>
      <FileSummary file={file} />
      {file.status === 'aguardando_vinculo' &&
        file.pending_links.map((link) => (
          <Alert
            key={link.raw}
            severity="warning"
            action={
              canCreate && (
                <Button color="inherit" size="small" onClick={() => setLinking(link.raw)}>
                  {M.link}
                </Button>
              )
            }
          >
            {M.unknownAccount(link.raw)}
          </Alert>
        ))}
      {file.status === 'aguardando_confirmacao' && (
        <Alert severity="info" role="region" aria-label={M.confirmImport}>
          <Typography variant="body2" sx={{ mb: canCreate ? 1 : 0 }}>
            {M.confirmBanner(file.lines_new, file.lines_duplicated, file.lines_error)}
          </Typography>
          {canCreate && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                disabled={confirm.isPending}
                onClick={async () => {
                  await confirm.mutateAsync(file.id);
                  toast.success(M.confirmed);
                }}
              >
                {M.confirmImport}
              </Button>
              <Button size="small" onClick={() => setAsking('discard')}>
                {M.discard}
              </Button>
            </Stack>
          )}
        </Alert>
      )}
      {((canCreate && canDiscard(file) && file.status !== 'aguardando_confirmacao') || (canDelete && canExclude(file))) && (
        <Stack direction="row" spacing={1}>
          {canCreate && canDiscard(file) && file.status !== 'aguardando_confirmacao' && <Button onClick={() => setAsking('discard')}>{M.discard}</Button>}
          {canDelete && canExclude(file) && (
            <Button color="error" onClick={() => setAsking('exclude')}>
              {M.exclude}
            </Button>
          )}
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <TabbedPage
          aria-label={M.detailTitle}
          tabs={tabs.map((t) => ({ label: t.label, content: <FileLinesTable key={t.tab} fileId={file.id} tab={t.tab} label={t.label} committed={committed} /> }))}
        />
      </Paper>
      {linking !== null && <LinkAccountDialog fileId={file.id} creditorId={file.creditor_id} raw={linking} onClose={() => setLinking(null)} />}
      <ConfirmDialog
        open={asking === 'discard'}
        title={M.discardTitle}
        description={M.discardText}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          await discard.mutateAsync(file.id);
          toast.success(M.discarded);
          setAsking(null);
        }}
      />
      <ConfirmDialog
        open={asking === 'exclude'}
        title={M.excludeTitle}
        description={M.excludeText}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          await exclude.mutateAsync(file.id);
          toast.success(M.excluded);
          setAsking(null);
          void navigate(paths.conciliationExtract.root.path);
        }}
      />
    </Stack>
  );
}
