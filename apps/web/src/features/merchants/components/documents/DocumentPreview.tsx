import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES, type MerchantDocument } from '@lastro/domain';
import { useDocumentFile } from '../../api/documents';

const M = MESSAGES.merchants;

/** The document's picture or PDF; a document without a file was checked by Inovamind. */
export function DocumentPreview({
  document,
  height = 520,
}: {
  document: Pick<MerchantDocument, 'file_path' | 'content_type' | 'file_info'>;
  height?: number;
}) {
  const file = useDocumentFile(document.file_path);
  if (!document.file_path)
    return (
      <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography>{M.legalRepresentativeViaInovamind}</Typography>
      </Box>
    );
  if (file.failed) return <Typography color="error">{MESSAGES.common.genericError}</Typography>;
  if (!file.url) return <CircularProgress aria-label={document.file_info} />;
  return document.content_type === 'application/pdf' ? (
    <Box
      component="iframe"
      title={document.file_info}
      src={file.url}
      sx={{ width: '100%', height, border: 1, borderColor: 'divider' }}
    />
  ) : (
    <Box
      component="img"
      alt={document.file_info}
      src={file.url}
      sx={{ maxWidth: '100%', maxHeight: height, objectFit: 'contain', border: 1, borderColor: 'divider' }}
    />
  );
}
