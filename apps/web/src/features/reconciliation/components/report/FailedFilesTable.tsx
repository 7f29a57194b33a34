import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, MESSAGES } from '@lastro/domain';
import { TableScroll } from '../../../../components';
import { paths } from '../../../../lib/paths';
import type { MonitoringReportResponse } from '../../api/report';

const F = MESSAGES.monitoringReport.failedFiles;
const STATUS = MESSAGES.reconciliationFiles.status;

/** 'Arquivos com falha' (spec 4 §2.10 item 4): the last 20 files rejected or waiting for a link or a confirmation. */
export function FailedFilesTable({ files }: { files: MonitoringReportResponse['failed_files'] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={F.title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {F.title}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MESSAGES.common.noRecords}
        </Typography>
      ) : (
        <TableScroll label={F.title}>
          <Table size="small" aria-label={F.title} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {[F.receivedAt, F.creditor, F.file, F.status, F.message].map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600 }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {files.map((f) => (
                <TableRow key={f.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(f.received_at)}</TableCell>
                  <TableCell>{f.creditor_name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={paths.conciliationExtract.edit.getHref(f.id)}>
                      {f.name}
                    </Link>
                  </TableCell>
                  <TableCell>{STATUS[f.status]}</TableCell>
                  <TableCell>{f.message ?? MESSAGES.common.empty}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Paper>
  );
}
