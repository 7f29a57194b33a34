import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCsv, buildWorkbook, exportFileName, neutralizeCell, type ExportColumn } from './table-export';

interface Row {
  name: string;
  code: string | null;
}
const columns: ExportColumn<Row>[] = [
  { header: 'name', value: (r) => r.name },
  { header: 'code', value: (r) => r.code },
];

describe('neutralizeCell', () => {
  it('prefixes the characters a spreadsheet reads as a formula', () => {
    for (const bad of ['=1+1', '+55', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeCell(bad)).toBe(`'${bad}`);
    expect(neutralizeCell('Banco 1')).toBe('Banco 1');
    expect(neutralizeCell('')).toBe('');
  });
});

describe('buildCsv', () => {
  it('writes a BOM, ";"-separated lines, quotes where needed and neutralised cells', () => {
    const csv = buildCsv(columns, [
      { name: 'Itaú; Unibanco', code: '341' },
      { name: '=HYPERLINK("x")', code: null },
      { name: 'Linha\nquebrada', code: '001' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'name;code',
      '"Itaú; Unibanco";341',
      `"'=HYPERLINK(""x"")";`,
      '"Linha\nquebrada";001',
      '',
    ]);
  });
});

describe('buildWorkbook', () => {
  it('produces an xlsx workbook with the header row and neutralised cells', async () => {
    const blob = await buildWorkbook('Bancos', columns, [{ name: '-1', code: '033' }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Bancos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'name', 'code']);
    expect(sheet.getRow(2).values).toEqual([undefined, "'-1", '033']);
  });
});

describe('exportFileName', () => {
  it('stamps the name with the local date and time', () => {
    expect(exportFileName('bancos', 'csv', new Date(2026, 0, 5, 9, 7))).toBe('bancos-2026-01-05-0907.csv');
  });
});
