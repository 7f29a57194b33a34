import { EXPORT_LIMITS } from '@lastro/domain';
import { ExportButtons, ExportProcessingDialog } from '../../../components';
import type { ExportColumn } from '../lib/table-export';
import { useTableExport } from './useTableExport';

export interface RegisterExportBarProps<T> {
  /** The list call with the current filters and the given limit (9999 for exports). */
  fetchPage: (paging: { offset: number; limit: number }) => Promise<{ results: T[] }>;
  columns: readonly ExportColumn<T>[];
  fileBase: string;
  sheetName: string;
  total: number;
  onRefresh: () => void;
  refreshing?: boolean;
}

/** 'Baixar tabela' (xls or CSV), 'Atualizar tabela', totals, and the processing dialog while exporting. */
export function RegisterExportBar<T>({ fetchPage, columns, fileBase, sheetName, total, onRefresh, refreshing }: RegisterExportBarProps<T>) {
  const { exporting, download } = useTableExport({
    fetchAll: () => fetchPage({ offset: 0, limit: EXPORT_LIMITS.lists }),
    columns,
    fileBase,
    sheetName,
  });
  return (
    <>
      <ExportButtons
        formats={['xls', 'csv']}
        onDownload={(format) => void download(format)}
        downloadDisabled={exporting || total === 0}
        onRefresh={onRefresh}
        refreshDisabled={refreshing}
        totalLines={total}
        totalErrors={0}
      />
      <ExportProcessingDialog open={exporting} />
    </>
  );
}
