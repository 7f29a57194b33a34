import { labelOf, maskCnpj, MESSAGES, PERMISSIONS, REGISTRIES } from '@lastro/domain';
import { useDeleteAcquirer } from '../../api/delete-acquirer';
import { useAcquirers } from '../../api/get-acquirers';
import { useUpdateAcquirer } from '../../api/update-acquirer';
import type { Acquirer, AcquirerFilters } from '../../types';
import { createdColumn, logoColumn, statusColumn } from '../shared/register-columns';
import { RegisterList, type RegisterDefinition } from '../shared/RegisterList';

const R = MESSAGES.registers;

const ACQUIRERS: RegisterDefinition<Acquirer, AcquirerFilters> = {
  type: 'acquirer',
  slug: PERMISSIONS.cad_parametro_lastro_credenciadoras,
  defaults: { name: '', document: '' },
  filterFields: [
    { name: 'name', label: R.acquirerNameLabel, type: 'text' },
    { name: 'document', label: R.cnpjLabel, type: 'cnpj' },
  ],
  columns: [
    logoColumn((a) => a.acquirer_name),
    { accessorKey: 'acquirer_name', header: R.acquirerNameLabel },
    { id: 'document_number', header: R.cnpjLabel, cell: ({ row }) => maskCnpj(row.original.document_number) },
    {
      id: 'register_name',
      header: R.registryLabel,
      cell: ({ row }) => labelOf(REGISTRIES, row.original.register_name),
    },
    statusColumn(),
    createdColumn(),
  ],
  minWidth: 820,
  useList: useAcquirers,
  nameOf: (a) => a.acquirer_name,
  deleteWarning: R.confirmDeleteAcquirer,
  exportPath: 'domains/acquirers/export',
};

/** Filters (name, CNPJ), the list with its actions and the export of the acquirers. */
export function AcquirersList() {
  const update = useUpdateAcquirer();
  const remove = useDeleteAcquirer();
  return (
    <RegisterList
      register={ACQUIRERS}
      onDelete={(a) => remove.mutateAsync(a.id)}
      toggle={{
        run: (a) => update.mutateAsync({ id: a.id, active: !a.active }),
        doneText: R.acquirerUpdated,
      }}
    />
  );
}
