import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { useDeleteBank } from '../../api/delete-bank';
import { useBanks } from '../../api/get-banks';
import type { Bank, BankFilters } from '../../types';
import { createdColumn } from '../shared/register-columns';
import { RegisterList, type RegisterDefinition } from '../shared/RegisterList';

const R = MESSAGES.registers;

const BANKS: RegisterDefinition<Bank, BankFilters> = {
  type: 'bank',
  slug: PERMISSIONS.cad_parametro_lastro_bancos,
  defaults: { name: '', code: '' },
  filterFields: [
    { name: 'name', label: R.bankNameLabel, type: 'text' },
    { name: 'code', label: R.bankCodeLabel, type: 'text' },
  ],
  columns: [
    { accessorKey: 'bank_name', header: R.bankNameLabel },
    { accessorKey: 'bank_code', header: R.bankCodeLabel },
    { accessorKey: 'bank_ispb', header: R.ispbLabel },
    createdColumn(),
  ],
  minWidth: 640,
  useList: useBanks,
  nameOf: (b) => b.bank_name,
  deleteWarning: R.confirmDeleteBank,
  exportPath: 'domains/banks/export',
};

/** Filters (name, bank code), the list with its actions and the export of the banks. */
export function BanksList() {
  const remove = useDeleteBank();
  return <RegisterList register={BANKS} onDelete={(b) => remove.mutateAsync(b.id)} />;
}
