import { ARRANGEMENT_TYPES, labelOf, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { useDeleteArrangement } from '../../api/delete-arrangement';
import { useArrangements } from '../../api/get-arrangements';
import { useUpdateArrangement } from '../../api/update-arrangement';
import type { Arrangement, ArrangementFilters } from '../../types';
import { createdColumn, logoColumn, statusColumn } from '../shared/register-columns';
import { RegisterList, type RegisterDefinition } from '../shared/RegisterList';

const R = MESSAGES.registers;

const ARRANGEMENTS: RegisterDefinition<Arrangement, ArrangementFilters> = {
  type: 'arrangement',
  slug: PERMISSIONS.cad_parametro_lastro_arranjos,
  defaults: { name: '', code: '', arrangement: '' },
  filterFields: [
    { name: 'name', label: R.brandNameLabel, type: 'text' },
    { name: 'code', label: R.brandCodeLabel, type: 'text' },
    { name: 'arrangement', label: R.paymentArrangementLabel, type: 'text' },
  ],
  columns: [
    logoColumn((a) => a.brand_name),
    { accessorKey: 'brand_name', header: R.brandNameLabel },
    { accessorKey: 'brand_code', header: R.brandCodeLabel },
    {
      id: 'type',
      header: R.arrangementTypeLabel,
      cell: ({ row }) => labelOf(ARRANGEMENT_TYPES, row.original.type),
    },
    { accessorKey: 'payment_arrangement', header: R.paymentArrangementLabel },
    statusColumn(),
    createdColumn(),
  ],
  minWidth: 900,
  useList: useArrangements,
  nameOf: (a) => a.brand_name,
  deleteWarning: R.confirmDeleteArrangement,
  exportPath: 'domains/arrangements/export',
};

/** Filters (name, code, arrangement), the list with its actions and the export of the arrangements. */
export function ArrangementsList() {
  const update = useUpdateArrangement();
  const remove = useDeleteArrangement();
  return (
    <RegisterList
      register={ARRANGEMENTS}
      onDelete={(a) => remove.mutateAsync(a.id)}
      toggle={{
        run: (a) => update.mutateAsync({ id: a.id, active: !a.active }),
        doneText: R.arrangementUpdated,
      }}
    />
  );
}
