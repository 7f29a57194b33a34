import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createExportWriter } from './export-writers';

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
