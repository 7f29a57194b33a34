import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createExportWriter } from './export-writers';
import { columnLetters } from './xlsx-writer';

async function writeXlsx(rows: (string | number | null)[][]): Promise<ExcelJS.Worksheet> {
  const target = new PassThrough();
  const parts: Buffer[] = [];
  target.on('data', (part: Buffer) => parts.push(part));
  const writer = createExportWriter('xlsx', target, 'Planilha', [{ header: 'Nome' }, { header: 'Valor', width: 16 }]);
  await writer.addRows(rows);
  await writer.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('xlsx writer', () => {
  it('bolds the header row only, keeps numbers as numbers and neutralises formulas', async () => {
    const sheet = await writeXlsx([
      ['Padaria', 250.5],
      ['=1+1', -3],
    ]);
    expect(sheet.name).toBe('Planilha');
    expect(sheet.getRow(1).getCell(1).value).toBe('Nome');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.getRow(3).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.getRow(2).values).toEqual([undefined, 'Padaria', 250.5]);
    expect(sheet.getRow(3).values).toEqual([undefined, "'=1+1", -3]);
    expect(sheet.getColumn(2).width).toBe(16);
  });
});

describe('xlsx writer, read back', () => {
  async function written(columns: { header: string; width?: number }[], rows: (string | number | null)[][]) {
    const target = new PassThrough();
    const parts: Buffer[] = [];
    target.on('data', (part: Buffer) => parts.push(part));
    const writer = createExportWriter('xlsx', target, 'Relatório de liquidação (previsão) de recebíveis', columns);
    // In pieces, as writeSource hands them over.
    for (let i = 0; i < rows.length; i += 1000) await writer.addRows(rows.slice(i, i + 1000));
    await writer.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
    return workbook;
  }

  it('keeps types, formats, widths, the frozen header and awkward texts', async () => {
    const columns = [{ header: 'Razão social', width: 30 }, { header: 'Valor' }, { header: 'Data' }, { header: 'Ordem', width: 10 }];
    const rows: (string | number | null)[][] = [
      ['Padaria São João & <Filhos> "Ltda"', 1234.56, '05/01/2026', 1],
      ['  com espaços  ', -0.01, '-', 0],
      [null, 7, '', null],
      ['linha\ncom quebra\u0001', 1e-7, '31/12/2026', 2],
      ['@SUM(A1)', 99_999_999.99, '01/02/2027', 3],
    ];
    const workbook = await written(columns, rows);
    const sheet = workbook.worksheets[0]!;
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('Relatório de liquidação (previs');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    // Without a width: the header's length plus two, at least 12.
    expect(sheet.getColumn(2).width).toBe(12);
    expect(sheet.getColumn(4).width).toBe(10);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Razão social', 'Valor', 'Data', 'Ordem']);
    for (let c = 1; c <= 4; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Padaria São João & <Filhos> "Ltda"', 1234.56, '05/01/2026', 1]);
    expect(sheet.getRow(3).values).toEqual([undefined, '  com espaços  ', -0.01, '-', 0]);
    expect(sheet.getRow(4).getCell(1).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(4).getCell(2).value).toBe(7);
    expect(sheet.getRow(4).getCell(4).type).toBe(ExcelJS.ValueType.Null);
    // A control character XML cannot carry is dropped; the line feed stays.
    expect(sheet.getRow(5).getCell(1).value).toBe('linha\ncom quebra');
    expect(sheet.getRow(5).getCell(2).value).toBe(1e-7);
    expect(sheet.getRow(6).getCell(1).value).toBe("'@SUM(A1)");
    expect(sheet.getRow(6).getCell(2).value).toBe(99_999_999.99);
    for (let r = 2; r <= 6; r++) {
      const row = sheet.getRow(r);
      if (r !== 4) expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      // Body cells: the workbook's General format, not bold.
      expect(row.getCell(2).numFmt ?? 'General').toBe('General');
      expect(row.getCell(1).font?.bold).toBeFalsy();
    }
  });

  it('writes many rows and wide sheets (column AA and beyond) intact', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => ({ header: `Coluna ${i + 1}` }));
    const rows = Array.from({ length: 5000 }, (_, r) => columns.map((_, c) => (c % 2 ? r * 100 + c : `t${r}-${c}`)));
    const sheet = (await written(columns, rows)).worksheets[0]!;
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(1).getCell(30).value).toBe('Coluna 30');
    expect(sheet.getCell('AA2').value).toBe('t0-26');
    expect(sheet.getCell('AD5001').value).toBe(4999 * 100 + 29);
    expect(sheet.getRow(2501).getCell(27).value).toBe('t2499-26');
  });

  it('gives an empty export its header row alone', async () => {
    const sheet = (await written([{ header: 'Nome' }], [])).worksheets[0]!;
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getCell('A1').value).toBe('Nome');
  });
});

describe('column letters', () => {
  it('counts like a spreadsheet', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
