import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatDate, formatPhone, formatTime, type AccessCheck, type MerchantAccessAccount } from '@lastro/domain';
import { toastApiError, useToast } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { AccessPasswordDialog } from './AccessPasswordDialog';
import { downloadAccessPdf, useMerchantAccess, useUnlockAccess } from '../../api/access-data';

const M = MESSAGES.merchants;

const CHECKS: ReadonlyArray<readonly [keyof MerchantAccessAccount, string]> = [
  ['checked_email', M.accessEmailCheck],
  ['checked_phone_number', M.accessPhoneCheck],
  ['checked_term_partnership', M.accessPartnershipCheck],
  ['checked_term_policy', M.accessPolicyCheck],
  ['checked_selfie', M.accessSelfieCheck],
];

const checkCells = (c: AccessCheck) => [c.date ? formatDate(c.date) : '-', c.date ? formatTime(c.date) : '-', c.address ?? '-'];

/** 'Dados de acesso': the access accounts with the date, time and IP of each step; admin password change and unlock; the PDF. */
export function AccessDataTab({ merchantId }: { merchantId: string }) {
  const { isAdmin } = usePermissions();
  const toast = useToast();
  const access = useMerchantAccess(merchantId);
  const unlock = useUnlockAccess(merchantId);
  const [passwordOf, setPasswordOf] = useState<MerchantAccessAccount | null>(null);
  const [downloading, setDownloading] = useState(false);
  const rows = access.data?.results ?? [];

  const pdf = async () => {
    setDownloading(true);
    try {
      await downloadAccessPdf(merchantId);
    } catch (e) {
      toastApiError(e);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" loading={downloading} onClick={() => void pdf()}>
          {M.exportPdf}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" sx={{ minWidth: 2300 }} aria-label={M.accessDataTab}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{M.accessName}</TableCell>
              <TableCell rowSpan={2}>{M.accessEmail}</TableCell>
              <TableCell rowSpan={2}>{M.accessPhone}</TableCell>
              {CHECKS.map(([k, label]) => (
                <TableCell key={k} colSpan={3} align="center">
                  {label}
                </TableCell>
              ))}
              {isAdmin ? <TableCell rowSpan={2} /> : null}
            </TableRow>
            <TableRow>
              {CHECKS.map(([k]) => (
                <Fragment key={k}>
                  <TableCell>{M.accessDate}</TableCell>
                  <TableCell>{M.accessTime}</TableCell>
                  <TableCell>{M.accessIp}</TableCell>
                </Fragment>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {access.isPending ? (
              <TableRow>
                <TableCell colSpan={20}>
                  <CircularProgress size={24} aria-label={MESSAGES.common.loading} />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={20}>
                  <Typography color="text.secondary">{M.accessEmpty}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.name}</TableCell>
                  <TableCell>{a.email}</TableCell>
                  <TableCell>{a.phone_number ? formatPhone(a.phone_number) : '-'}</TableCell>
                  {CHECKS.map(([k]) =>
                    checkCells(a[k] as AccessCheck).map((v, i) => <TableCell key={`${k}-${i}`}>{v}</TableCell>),
                  )}
                  {isAdmin ? (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setPasswordOf(a)}>
                        {M.changePassword}
                      </Button>
                      <Button
                        size="small"
                        color={a.locked ? 'warning' : 'primary'}
                        loading={unlock.isPending && unlock.variables === a.email}
                        onClick={() => unlock.mutate(a.email, { onSuccess: () => toast.success(M.unlocked) })}
                      >
                        {M.unlock}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <AccessPasswordDialog merchantId={merchantId} account={passwordOf} onClose={() => setPasswordOf(null)} />
    </Stack>
  );
}
