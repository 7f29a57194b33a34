import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  MERCHANT_PARTNER_STATUSES,
  MESSAGES,
  formatDocument,
  formatPhone,
  labelOf,
  yesNo,
  type MerchantExternalPartner,
  type MerchantPartner,
} from '@lastro/domain';
import { ConfirmDialog, DataTable, useToast } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { TabSection, WholeTable, deleteColumn } from '../acquirers/TabParts';
import { useMerchant } from '../../api/get-merchant';
import { MerchantPartnerForm } from './MerchantPartnerForm';
import { useCreateMerchantPartner, useDeleteMerchantPartner, useMerchantPartners } from '../../api/partners';

const M = MESSAGES.merchants;
const C = MESSAGES.common;
const SLUG = 'cad_estabelecimento_dados_socios';
const text = (value: string | null | undefined) => value || C.empty;

const EXTERNAL_COLUMNS: ColumnDef<MerchantExternalPartner>[] = [
  { accessorKey: 'name', header: M.partnerNameColumn },
  { accessorKey: 'qualification', header: M.partnerQualificationColumn },
  { id: 'cpf', header: M.partnerCpfLabel, cell: ({ row }) => formatDocument(row.original.cpf) || C.empty },
];

/** 'Dados dos Sócios': the registered partners, the CNPJ look-up's partners and the administrator's form. */
export function PartnersTab({ merchantId }: { merchantId: string }) {
  const toast = useToast();
  const { isAdmin, can } = usePermissions();
  const [page, setPage] = useState({ offset: 0, limit: 10 });
  const partners = useMerchantPartners(merchantId, page.offset, page.limit);
  const record = useMerchant(merchantId);
  const create = useCreateMerchantPartner(merchantId);
  const remove = useDeleteMerchantPartner(merchantId);
  const [deleting, setDeleting] = useState<MerchantPartner | null>(null);
  // Registering and deleting partners is the administrators' (spec 2 §6), within the tab's permission.
  const canCreate = isAdmin && can(SLUG, 'create');
  const canDelete = isAdmin && can(SLUG, 'delete');
  const external = record.data?.partners_external_data ?? [];

  const columns = useMemo<ColumnDef<MerchantPartner>[]>(
    () => [
      { accessorKey: 'full_name', header: M.partnerNameColumn },
      { id: 'email', header: M.partnerEmailColumn, cell: ({ row }) => text(row.original.email) },
      {
        id: 'company_position',
        header: M.partnerPositionColumn,
        cell: ({ row }) => text(row.original.company_position),
      },
      {
        id: 'phone_number',
        header: M.partnerPhoneColumn,
        cell: ({ row }) => formatPhone(row.original.phone_number) || C.empty,
      },
      {
        id: 'document_number',
        header: M.partnerDocumentColumn,
        cell: ({ row }) => formatDocument(row.original.document_number),
      },
      { id: 'active', header: M.partnerActiveColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'status',
        header: M.partnerStatusColumn,
        cell: ({ row }) => labelOf(MERCHANT_PARTNER_STATUSES, row.original.status, row.original.status),
      },
      ...(canDelete ? [deleteColumn<MerchantPartner>((r) => r.full_name, setDeleting)] : []),
    ],
    [canDelete],
  );

  return (
    <Stack spacing={3}>
      {canCreate ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <TabSection title={M.newPartnerTitle}>
            <MerchantPartnerForm
              submitting={create.isPending}
              onSubmit={async (values) => {
                await create.mutateAsync(values);
                toast.success(M.partnerCreated);
              }}
            />
          </TabSection>
        </Paper>
      ) : null}
      <TabSection title={M.partnersTableTitle}>
        <DataTable
          columns={columns}
          data={partners.data?.results ?? []}
          total={partners.data?.metadata.resultset.count ?? 0}
          offset={page.offset}
          limit={page.limit}
          onPageChange={(offset, limit) => setPage({ offset, limit })}
          loading={partners.isFetching}
          emptyText={M.noMerchantPartners}
          minWidth={1000}
        />
      </TabSection>
      <TabSection title={M.externalPartnersTitle}>
        <WholeTable
          columns={EXTERNAL_COLUMNS}
          rows={external}
          getRowId={(row, i) => `${row.cpf}-${i}`}
          loading={record.isFetching}
          emptyText={M.noExternalPartners}
          minWidth={600}
        />
      </TabSection>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={M.confirmDeleteMerchantPartner}
        description={C.irreversibleWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(C.deleted);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
