import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { MESSAGES, formatDateTime, formatDocument, yesNo, type MerchantAcquirerLink } from '@lastro/domain';
import { ConfirmDialog, useToast } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useMerchant } from '../../api/get-merchant';
import { useDeleteAcquirerLink, useDiscovery, useLinkAcquirer, useMerchantAcquirers } from '../../api/acquirers';
import { AcquirerLinkForm } from './AcquirerLinkForm';
import { ArrangementsDialog } from './ArrangementsDialog';
import { TabSection, WholeTable, deleteColumn } from './TabParts';

const M = MESSAGES.merchants;
const C = MESSAGES.common;
const SLUG = 'cad_estabelecimento_credenciadoras';

/** When the registry last confirmed the link: its newest arrangement, else the link's own change. */
const lastUpdate = (link: MerchantAcquirerLink) =>
  link.arrangements.reduce((latest, a) => (a.updated_at > latest ? a.updated_at : latest), link.updated_at);

const logoColumn: ColumnDef<MerchantAcquirerLink> = {
  id: 'logo',
  header: M.acquirerLogoColumn,
  cell: ({ row }) => (
    <Avatar
      variant="rounded"
      src={row.original.path ?? undefined}
      alt={row.original.acquirer_name}
      sx={{ width: 32, height: 32, bgcolor: 'grey.100', color: 'grey.500' }}
      slotProps={{ img: { style: { objectFit: 'contain' } } }}
    >
      <ImageOutlinedIcon fontSize="small" />
    </Avatar>
  ),
};

/** 'Credenciadoras': the merchant's acquirer links, the administrator's form, the discovered links and Discovery. */
export function AcquirersTab({ merchantId }: { merchantId: string }) {
  const toast = useToast();
  const { isAdmin, can } = usePermissions();
  const links = useMerchantAcquirers(merchantId);
  const record = useMerchant(merchantId);
  const link = useLinkAcquirer(merchantId);
  const remove = useDeleteAcquirerLink(merchantId);
  const discovery = useDiscovery();
  const [deleting, setDeleting] = useState<MerchantAcquirerLink | null>(null);
  const [showing, setShowing] = useState<MerchantAcquirerLink | null>(null);
  // Linking by hand is the administrators' (PATCH is admin only); deleting and Discovery follow the tab's permission.
  const canLink = isAdmin && can(SLUG, 'create');
  const canDelete = can(SLUG, 'delete');
  const canDiscover = can(SLUG, 'create') || can(SLUG, 'edit');
  const rows = links.data?.results ?? [];

  const linkColumns = useMemo<ColumnDef<MerchantAcquirerLink>[]>(
    () => [
      logoColumn,
      { accessorKey: 'acquirer_name', header: M.acquirerNameColumn },
      { id: 'active', header: M.acquirerActiveColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'advancement',
        header: M.advancementColumn,
        cell: ({ row }) => row.original.advancement_description ?? C.empty,
      },
      ...(canDelete ? [deleteColumn<MerchantAcquirerLink>((r) => r.acquirer_name, setDeleting)] : []),
    ],
    [canDelete],
  );

  const listingColumns = useMemo<ColumnDef<MerchantAcquirerLink>[]>(
    () => [
      { accessorKey: 'acquirer_name', header: M.acquirerNameColumn },
      {
        id: 'cnpj',
        header: M.acquirerCnpjLabel,
        cell: ({ row }) => formatDocument(row.original.acquirer_document) || C.empty,
      },
      {
        id: 'updated',
        header: M.linkUpdatedAtLabel,
        cell: ({ row }) => formatDateTime(lastUpdate(row.original)),
      },
      {
        id: 'arrangements',
        header: M.arrangementsTitle,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Button
            size="small"
            aria-label={`${M.arrangementsButton} ${row.original.acquirer_name}`}
            onClick={() => setShowing(row.original)}
          >
            {M.arrangementsButton} ({row.original.arrangements.length})
          </Button>
        ),
      },
    ],
    [],
  );

  const runDiscovery = async () => {
    if (!record.data) return;
    const answer = await discovery.mutateAsync({
      documentNumber: record.data.document_number,
      creditorid: record.data.creditor_id,
    });
    toast.success(answer.message || M.discoveryStarted);
  };

  return (
    <Stack spacing={3}>
      {canLink ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <TabSection title={M.newAcquirerLinkTitle}>
            <AcquirerLinkForm
              submitting={link.isPending}
              onSubmit={async (values) => {
                await link.mutateAsync(values);
                toast.success(M.acquirerLinkSaved);
              }}
            />
          </TabSection>
        </Paper>
      ) : null}
      <TabSection title={M.acquirerLinksTitle}>
        <WholeTable
          columns={linkColumns}
          rows={rows}
          loading={links.isFetching}
          emptyText={M.noAcquirers}
          minWidth={640}
        />
      </TabSection>
      <TabSection
        title={M.linksList}
        action={
          canDiscover ? (
            <Button
              variant="outlined"
              startIcon={<TravelExploreIcon />}
              onClick={() => void runDiscovery().catch(() => undefined)}
              disabled={!record.data || discovery.isPending}
              loading={discovery.isPending}
            >
              {M.discovery}
            </Button>
          ) : null
        }
      >
        <WholeTable
          columns={listingColumns}
          rows={rows}
          loading={links.isFetching}
          emptyText={M.noAcquirers}
          minWidth={640}
        />
      </TabSection>
      <ArrangementsDialog link={showing} onClose={() => setShowing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={M.confirmDeleteAcquirerLink}
        description={C.irreversibleWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          // Out of the view at once; the deletion follows (and a refusal brings the row back).
          remove.mutate(deleting.id, { onSuccess: () => toast.success(C.deleted) });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
