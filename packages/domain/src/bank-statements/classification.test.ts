import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classificationLabel,
  containsWords,
  createStatementClassifier,
  DEFAULT_CLASSIFICATION_KEYWORDS,
  type ClassificationAcquirer,
  type ClassificationRule,
  type ClassifiableLine,
} from './classification';
import { missingStatementColumns, normaliseStatementHeader, parseStatementCsvRecord } from './csv-extrato';

/** One line through a classifier made for it, as the product makes one per file. */
const classifyStatementLine = (line: ClassifiableLine, acquirers: readonly ClassificationAcquirer[], rules: readonly ClassificationRule[]) =>
  createStatementClassifier(acquirers, rules)(line);

const acquirers = [
  { id: 'cielo', document: '01.027.058/0001-91' },
  { id: 'rede', document: '01425787000104' },
];
const rule = (r: Partial<ClassificationRule> & { id: string; position: number }): ClassificationRule => ({
  result: 'credenciadora',
  ...r,
});
const credit = { entryType: 'C' as const, amount: 10_000, description: 'TED RECEBIDA', payerDocument: null, cnabCategory: null };

describe('classification of credit lines', () => {
  it('takes the payer document first, then a CNPJ in the description, masked or bare', () => {
    const rules = [rule({ id: 'r1', position: 1, descriptionContains: 'TED', acquirerId: 'rede' })];
    expect(classifyStatementLine({ ...credit, payerDocument: '01027058000191' }, acquirers, rules)).toEqual({
      classification: 'recebivel_cartao',
      acquirerId: 'cielo',
      ruleId: null,
    });
    expect(classifyStatementLine({ ...credit, description: 'TED 01.027.058/0001-91 CIELO' }, acquirers, []).acquirerId).toBe('cielo');
    expect(classifyStatementLine({ ...credit, description: 'CRED 01425787000104' }, acquirers, []).acquirerId).toBe('rede');
    // 14 characters that are not a registered acquirer's CNPJ do not count.
    expect(classifyStatementLine({ ...credit, description: 'TED 01027058000192' }, acquirers, []).classification).toBe('outro');
  });

  it('then the rules by position, first match wins, every condition of a rule holding', () => {
    const rules = [
      rule({ id: 'late', position: 2, descriptionContains: 'rede', acquirerId: 'rede' }),
      rule({ id: 'first', position: 1, descriptionContains: 'rede pagamentos', amountMin: 5_000, acquirerId: 'cielo' }),
      rule({ id: 'other', position: 3, descriptionContains: 'PIX', result: 'outro' }),
    ];
    const line = { ...credit, description: 'Rede  Pagamentos S/A' };
    expect(classifyStatementLine(line, acquirers, rules)).toEqual({ classification: 'recebivel_cartao', acquirerId: 'cielo', ruleId: 'first' });
    expect(classifyStatementLine({ ...line, amount: 4_999 }, acquirers, rules).ruleId).toBe('late');
    expect(classifyStatementLine({ ...credit, description: 'PIX RECEBIDO' }, acquirers, rules)).toEqual({
      classification: 'outro',
      acquirerId: null,
      ruleId: 'other',
    });
    // Whole words only: 'REDE' is not in 'REDECARD', 'PIX' not in 'PIXEL'.
    expect(classifyStatementLine({ ...credit, description: 'REDECARD SA' }, acquirers, rules).ruleId).toBeNull();
    expect(classifyStatementLine({ ...credit, description: 'PIXEL LTDA' }, acquirers, rules).ruleId).toBeNull();
    const byPayer = [rule({ id: 'payer', position: 1, payerDocument: '111.444.777-35', amountMax: 100, acquirerId: null })];
    expect(classifyStatementLine({ ...credit, amount: 100, payerDocument: '11144477735' }, acquirers, byPayer)).toEqual({
      classification: 'recebivel_cartao',
      acquirerId: null,
      ruleId: 'payer',
    });
    expect(classifyStatementLine({ ...credit, amount: 101, payerDocument: '11144477735' }, acquirers, byPayer).ruleId).toBeNull();
    expect(classifyStatementLine(credit, acquirers, [rule({ id: 'empty', position: 1 })]).ruleId).toBeNull();
  });

  it('then CNAB category 222, else another entry; debits are always another entry', () => {
    expect(classifyStatementLine({ ...credit, cnabCategory: '222' }, acquirers, [])).toEqual({
      classification: 'recebivel_cartao',
      acquirerId: null,
      ruleId: null,
    });
    expect(classifyStatementLine({ ...credit, cnabCategory: '205' }, acquirers, []).classification).toBe('outro');
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -(10 ** 9), max: -1 }), (description, amount) => {
        const debit = { entryType: 'D' as const, amount, description, payerDocument: '01027058000191', cnabCategory: '222' };
        const rules = [rule({ id: 'all', position: 1, amountMax: 0, acquirerId: 'cielo' })];
        expect(classifyStatementLine(debit, acquirers, rules)).toEqual({ classification: 'outro', acquirerId: null, ruleId: null });
      }),
    );
  });

  it('labels the classification as the file detail shows it', () => {
    expect(classificationLabel('recebivel_cartao', 'Cielo')).toBe('Recebível de cartão — Cielo');
    expect(classificationLabel('recebivel_cartao', null)).toBe('Recebível de cartão — Não identificada');
    expect(classificationLabel('outro', 'Cielo')).toBe('Outro lançamento');
  });

  it('seeds the default keywords of the spec, each matching the simulator wording of its acquirer', () => {
    expect(DEFAULT_CLASSIFICATION_KEYWORDS.map((k) => k.keyword)).toEqual([
      'CIELO', 'REDE', 'REDECARD', 'STONE', 'GETNET', 'PAGSEGURO', 'PAGBANK', 'ADYEN', 'STRIPE', 'CLOUDWALK', 'INFINITEPAY', 'ELAVON',
    ]);
    expect(containsWords('CIELO S.A. RECEBIVEIS', 'cielo')).toBe(true);
    expect(containsWords('Crédito Getnet-liquidação', 'GETNET LIQUIDACAO')).toBe(true);
    expect(containsWords('anything', '  ')).toBe(false);
  });
});

describe("CSV 'extrato' record", () => {
  const good = {
    banco: '341',
    agencia: '0001',
    conta: '12345-6',
    data_lancamento: '05/01/2026',
    valor: '1.234,56',
    tipo: 'D',
    descricao: 'TARIFA PACOTE DE SERVICOS',
    documento: '000123',
    documento_pagador: '01.027.058/0001-91',
    saldo_final_dia: '-1.500,00',
  };

  it('reads every field', () => {
    expect(parseStatementCsvRecord(good)).toEqual({
      account: { raw: '341|0001|12345-6', bank: '341', agency: '0001', agencyDigit: null, account: '12345', accountDigit: '6' },
      postedDate: '2026-01-05',
      amount: -123_456,
      entryType: 'D',
      description: 'TARIFA PACOTE DE SERVICOS',
      document: '000123',
      payerDocument: '01027058000191',
      closingBalance: -150_000,
    });
    const row = parseStatementCsvRecord({ ...good, data_lancamento: '2026-01-05', valor: '10.5', tipo: 'c', documento: '', documento_pagador: '', saldo_final_dia: '' });
    expect(row).toMatchObject({ amount: 1050, entryType: 'C', document: null, payerDocument: null, closingBalance: null });
  });

  it('gives each field its message', () => {
    const empty = Object.fromEntries(Object.keys(good).map((k) => [k, ' ']));
    expect(parseStatementCsvRecord(empty)).toEqual(
      ['banco', 'agencia', 'conta', 'data_lancamento', 'valor', 'tipo', 'descricao'].map((field) => ({ field, message: 'Campo obrigatório' })),
    );
    expect(
      parseStatementCsvRecord({
        ...good,
        banco: '34',
        agencia: '123456',
        conta: '12.345',
        data_lancamento: '31/02/2026',
        valor: '0,00',
        tipo: 'X',
        documento_pagador: '123',
        saldo_final_dia: 'abc',
      }),
    ).toEqual([
      { field: 'banco', message: 'Banco não cadastrado' },
      { field: 'agencia', message: 'Agência inválida' },
      { field: 'conta', message: 'Conta inválida' },
      { field: 'data_lancamento', message: 'Data inválida' },
      { field: 'valor', message: 'Valor inválido' },
      { field: 'tipo', message: 'Tipo deve ser C ou D' },
      { field: 'documento_pagador', message: 'Documento inválido' },
      { field: 'saldo_final_dia', message: 'Valor inválido' },
    ]);
    expect(parseStatementCsvRecord({ ...good, valor: '-5,00' })).toEqual([{ field: 'valor', message: 'Valor inválido' }]);
    expect(parseStatementCsvRecord({ ...good, conta: '12345678901234' })).toEqual([{ field: 'conta', message: 'Conta inválida' }]);
  });

  it('cuts the description at 200 and the document at 64', () => {
    const row = parseStatementCsvRecord({ ...good, descricao: 'D'.repeat(250), documento: '9'.repeat(80) });
    expect(row).toMatchObject({ description: 'D'.repeat(200), document: '9'.repeat(64) });
  });

  it('normalises headers and names the missing required columns', () => {
    expect(['Banco', ' Agência ', 'CONTA', 'Data Lançamento', 'Descrição', 'valor'].map(normaliseStatementHeader)).toEqual([
      'banco', 'agencia', 'conta', 'data_lancamento', 'descricao', 'valor',
    ]);
    expect(missingStatementColumns(['banco', 'conta', 'valor', 'descricao', 'extra'])).toEqual(['agencia', 'data_lancamento', 'tipo']);
  });
});
