import { centsToDecimal, encodeWindows1252 } from '@lastro/domain';
import { closingOf, compactDate, plainNumber, type StatementToWrite, type WrittenStatement } from './statement-writer';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Comma decimals, as Brazilian banks write them. */
const amount = (cents: number) => centsToDecimal(cents).replace('.', ',');

/**
 * OFX 1.02 (SGML, leaves without closing tags, CHARSET:1252) of one account and day, encoded as
 * Windows-1252 bytes: the file Brazilian banks hand out. Deterministic to the byte.
 */
export function writeOfx(statement: StatementToWrite): WrittenStatement {
  const { account, date } = statement;
  const day = compactDate(date);
  const transactions = statement.lines.flatMap((line) => [
    '<STMTTRN>',
    `<TRNTYPE>${line.amount < 0 ? 'DEBIT' : 'CREDIT'}`,
    `<DTPOSTED>${day}120000[-3:BRT]`,
    `<TRNAMT>${amount(line.amount)}`,
    ...(line.document ? [`<FITID>${escape(line.document)}`] : []),
    `<MEMO>${escape(line.description)}`,
    '</STMTTRN>',
  ]);
  const lines = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    `<DTSERVER>${day}120000[-3:BRT]`,
    '<LANGUAGE>POR',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    '<STMTRS>',
    '<CURDEF>BRL',
    '<BANKACCTFROM>',
    `<BANKID>${account.bank}`,
    `<BRANCHID>${account.agency}`,
    `<ACCTID>${account.account}${account.accountDigit ?? ''}`,
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${day}`,
    `<DTEND>${day}`,
    ...transactions,
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${amount(closingOf(statement))}`,
    `<DTASOF>${day}`,
    '</LEDGERBAL>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
  ];
  return {
    name: `extrato_${account.bank}_${plainNumber(account.account)}_${day}.ofx`,
    bytes: encodeWindows1252(lines.join('\r\n') + '\r\n'),
  };
}
