import { centsToDecimal, STATEMENT_CSV_COLUMNS } from '@lastro/domain';
import { closingOf, compactDate, plainNumber, type StatementToWrite, type WrittenStatement } from './statement-writer';

/** '1.234,56': the pt-BR amount a spreadsheet shows. */
function brAmount(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(cents).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

/** Quoted only when it must be (separator, quote, line break, edge spaces), quotes doubled. */
function cell(value: string): string {
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The product's CSV 'extrato' (spec 4 §5.4) of one account and day: UTF-8 with BOM, ';', CRLF,
 * pt-BR amounts and dates, the day's closing balance on its last line. Deterministic to the byte.
 */
export function writeCsvExtrato(statement: StatementToWrite): WrittenStatement {
  const { account, date } = statement;
  const brDate = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  const conta = account.accountDigit ? `${account.account}-${account.accountDigit}` : account.account;
  const rows = statement.lines.map((line, i) => {
    const values: Record<(typeof STATEMENT_CSV_COLUMNS)[number], string> = {
      banco: account.bank,
      agencia: account.agency,
      conta,
      data_lancamento: brDate,
      valor: brAmount(Math.abs(line.amount)),
      tipo: line.amount < 0 ? 'D' : 'C',
      descricao: line.description,
      documento: line.document ?? '',
      documento_pagador: line.payerDocument ?? '',
      saldo_final_dia: i === statement.lines.length - 1 ? brAmount(closingOf(statement)) : '',
    };
    return STATEMENT_CSV_COLUMNS.map((c) => cell(values[c])).join(';');
  });
  const text = '\uFEFF' + [STATEMENT_CSV_COLUMNS.join(';'), ...rows].join('\r\n') + '\r\n';
  return {
    name: `extrato_${account.bank}_${plainNumber(account.account)}_${compactDate(date)}.csv`,
    bytes: new TextEncoder().encode(text),
  };
}
