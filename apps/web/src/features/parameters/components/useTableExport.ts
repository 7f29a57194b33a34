import { useState } from 'react';
import { toastApiError, type ExportFormat } from '../../../components';
import { buildCsv, buildWorkbook, downloadBlob, exportFileName, type ExportColumn } from '../lib/table-export';

export interface TableExportOptions<T> {
  /** The whole filtered list (the list call with limit 9999). */
  fetchAll: () => Promise<{ results: T[] }>;
  columns: readonly ExportColumn<T>[];
  /** File name without date and extension, e.g. 'credenciadoras'. */
  fileBase: string;
  sheetName: string;
}

/** Builds the xls (xlsx workbook) or CSV file in the browser; `exporting` drives 'Arquivo em processamento'. */
export function useTableExport<T>({ fetchAll, columns, fileBase, sheetName }: TableExportOptions<T>) {
  const [exporting, setExporting] = useState(false);
  const download = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const { results } = await fetchAll();
      if (format === 'csv') {
        downloadBlob(new Blob([buildCsv(columns, results)], { type: 'text/csv;charset=utf-8' }), exportFileName(fileBase, 'csv'));
      } else {
        downloadBlob(await buildWorkbook(sheetName, columns, results), exportFileName(fileBase, 'xlsx'));
      }
    } catch (error) {
      toastApiError(error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, download };
}
