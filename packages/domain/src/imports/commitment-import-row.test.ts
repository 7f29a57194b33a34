import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '../messages/index';
import { computeCnpjCheckDigits } from '../tax-id/cnpj';
import { computeCpfCheckDigits } from '../tax-id/cpf';
import { commitmentLimitErrors } from '../schemas/commitment-creditor-rules';
import {
  checkCommitmentImportRow,
  commitmentImportRowKey,
  padImportDocument,
  parseCommitmentImportRow,
  parseDivisionRule,
  type CommitmentImportContext,
  type CommitmentImportRow,
} from './commitment-import-row';

const R = MESSAGES.imports.commitments;
const M = MESSAGES.commitments;
const CREDITOR = '11111111-1111-4111-8111-111111111111';
const DOMICILE = '22222222-2222-4222-8222-222222222222';
// A CNPJ with a leading zero, as Excel shows it once it took the cell for a number.
const LEADING_ZERO_CNPJ = (() => {
  const base = '012345678000';
  return base + computeCnpjCheckDigits(base);
})();
const ACQUIRER = '01027058000191';

const normal: CommitmentImportContext = {
  modality: 'performado',
  creditor_id: CREDITOR,
  type: 2,
  contract_type: 1,
  is_gcap: false,
  partnerType: 'fornecedor',
  today: '2026-11-23',
};
const smoke: CommitmentImportContext = { ...normal, modality: 'fumaca', type: 1, contract_type: 2 };

const normalRecord = (over: Record<string, string> = {}) => ({
  cnpj_estabelecimento: LEADING_ZERO_CNPJ,
  título: 'Contrato importado',
  descrição: 'Descrição com acentuação',
  código: 'C-1',
  emissão: '20/11/2026',
  expiração: '31/12/2027',
  valor: '1.234,56',
  vencimento: '',
  execução_início: '01/12/2026',
  execução_fim: '2027-06-30',
  id_domicílio: DOMICILE,
  cnpj_credenciadora: `${ACQUIRER}, 1027058000191`,
  arranjos: 'vcc,MCC',
  ...over,
});

const smokeRecord = (over: Record<string, string> = {}) => ({
  cnpj_estabelecimento: LEADING_ZERO_CNPJ,
  título: 'Fumaça',
  descrição: 'Descrição',
  código: 'F-1',
  emissão: '20/11/2026',
  expiração: '31/12/2027',
  cnpj_credenciadora: ACQUIRER,
  arranjos: 'VCC',
  regra_divisão: '2',
  valor_onerar: '50',
  valor_solicitado: '1000,00',
  data_vencimento: '30/11/2026',
  execução_início: '01/12/2026',
  execução_fim: '31/05/2027',
  id_domicílio: DOMICILE,
  ...over,
});

const ok = (value: CommitmentImportRow | { error: string }): CommitmentImportRow => {
  if ('error' in value) throw new Error(`row refused: ${value.error}`);
  return value;
};
const errorOf = (value: CommitmentImportRow | { error: string }) => ('error' in value ? value.error : null);

describe('parseCommitmentImportRow (normal)', () => {
  it('turns a row into the create payload: decimal comma, DD/MM/YYYY and ISO dates, padded documents, lists', () => {
    const row = ok(parseCommitmentImportRow(normalRecord(), normal));
    expect(row.document_number).toBe(LEADING_ZERO_CNPJ);
    expect(row.payload).toMatchObject({
      creditor_id: CREDITOR,
      creditor_originator_bank_account_id: DOMICILE,
      title: 'Contrato importado',
      description: 'Descrição com acentuação',
      amount: 1234.56,
      issue_date: '2026-11-20',
      expiration_date: '2027-12-31',
      execution_date: '2026-12-01',
      execution_date_final: '2027-06-30',
      document_acquirers: [ACQUIRER, ACQUIRER],
      payment_arrangements: ['VCC', 'MCC'],
      type: 2,
      contract_type: 1,
      is_gcap: false,
    });
    expect(row.payload.division_rule ?? null).toBeNull();
  });

  it('reads headers saved without accents and the help table names valor_solicitado / data_vencimento', () => {
    const row = ok(
      parseCommitmentImportRow(
        {
          cnpj_estabelecimento: LEADING_ZERO_CNPJ.slice(1),
          titulo: 'T',
          descricao: 'D',
          codigo: 'C',
          emissao: '',
          expiracao: '31/12/2027',
          valor_solicitado: '10',
          data_vencimento: '',
          execucao_inicio: '01/12/2026',
          execucao_fim: '31/12/2026',
          id_domicilio: DOMICILE,
          cnpj_credenciadora: ACQUIRER,
          arranjos: 'VCC',
        },
        normal,
      ),
    );
    expect(row.document_number).toBe(LEADING_ZERO_CNPJ);
    expect(row.payload.amount).toBe(10);
    // A regular supplier may leave emissão empty: the creation date stands in.
    expect(row.payload.issue_date).toBe('2026-11-23');
  });

  it('refuses an impossible date with an error, never a guess', () => {
    expect(errorOf(parseCommitmentImportRow(normalRecord({ execução_início: '31/02/2027' }), normal))).toBe(R.invalidExecutionDate);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ expiração: '12/31/2027' }), normal))).toBe(R.invalidExpirationDate);
  });

  it('applies the screen rules with their messages', () => {
    expect(errorOf(parseCommitmentImportRow(normalRecord({ cnpj_estabelecimento: '11.111.111/0001-11' }), normal))).toBe(R.documentWithSymbols);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ cnpj_estabelecimento: '11111111000111' }), normal))).toBe(M.invalidCnpjOrCpf);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ expiração: '01/01/2020' }), normal))).toBe(M.expirationBeforeCreation);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ execução_início: '01/08/2027' }), normal))).toBe(M.executionStartAfterEnd);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ valor: '10,123' }), normal))).toBe(MESSAGES.validation.maxTwoDecimals);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ valor: 'dez' }), normal))).toBe(R.invalidAmount);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ arranjos: '' }), normal))).toBe(M.arrangementsRequired);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ id_domicílio: 'abc' }), normal))).toBe(R.domicileNotFound);
  });

  it('asks data_vencimento only for Garantia, on or before the execution start', () => {
    const guarantee = { ...normal, type: 1 };
    expect(errorOf(parseCommitmentImportRow(normalRecord(), guarantee))).toBe(M.dueDateRequired);
    expect(errorOf(parseCommitmentImportRow(normalRecord({ vencimento: '02/12/2026' }), guarantee))).toBe(M.dueDateAfterExecutionStart);
    expect(ok(parseCommitmentImportRow(normalRecord({ vencimento: '30/11/2026' }), guarantee)).payload.due_date).toBe('2026-11-30');
  });

  it('asks emissão of an `if` partner, which needs no expiração', () => {
    const bank = { ...normal, partnerType: 'if' };
    expect(errorOf(parseCommitmentImportRow(normalRecord({ emissão: '' }), bank))).toBe(MESSAGES.validation.required);
    expect(ok(parseCommitmentImportRow(normalRecord({ expiração: '' }), bank)).payload.expiration_date).toBeNull();
    expect(errorOf(parseCommitmentImportRow(normalRecord({ expiração: '' }), normal))).toBe(MESSAGES.validation.required);
  });
});

describe('checkCommitmentImportRow', () => {
  it('runs the partner-type and creation-date rules on a row parsed without them', () => {
    const { today: _today, partnerType: _partner, ...blind } = normal;
    const early = ok(parseCommitmentImportRow(normalRecord({ expiração: '01/01/2020', emissão: '' }), blind));
    expect(errorOf(checkCommitmentImportRow('performado', early, { today: '2026-11-23', partnerType: 'fornecedor' }))).toBe(
      M.expirationBeforeCreation,
    );
    const row = ok(parseCommitmentImportRow(normalRecord({ emissão: '' }), blind));
    expect(errorOf(checkCommitmentImportRow('performado', row, { today: '2026-11-23', partnerType: 'if' }))).toBe(MESSAGES.validation.required);
    expect(ok(checkCommitmentImportRow('performado', row, { today: '2026-11-23', partnerType: 'fornecedor' })).payload.issue_date).toBe('2026-11-23');
  });

  it('refuses a row beyond the partner\'s limits with the create screen\'s messages (commitmentLimitErrors)', () => {
    const { today: _today, partnerType: _partner, ...blind } = normal;
    const context = { today: '2026-11-23', partnerType: 'fornecedor' };
    const none = { minAmount: null, maxAmount: null, minDays: null, maxDays: null };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (cents, maxCents) => {
        const row = ok(parseCommitmentImportRow(normalRecord({ valor: (cents / 100).toFixed(2).replace('.', ',') }), blind));
        const checked = checkCommitmentImportRow('performado', row, { ...context, limits: { ...none, maxAmount: maxCents / 100 } });
        const expected = commitmentLimitErrors([row.payload], { ...none, maxAmount: maxCents / 100 });
        expect(cents > maxCents).toBe(expected.length > 0);
        if (expected.length) expect(errorOf(checked)).toBe(expected.join('; '));
        else expect(ok(checked).payload.amount).toBe(cents / 100);
      }),
    );
    // Without emissão the term counts from the creation date, as the screen's default.
    const row = ok(parseCommitmentImportRow(normalRecord({ emissão: '', execução_início: '24/11/2026', execução_fim: '30/11/2026' }), blind));
    expect(errorOf(checkCommitmentImportRow('performado', row, { ...context, limits: { ...none, minDays: 10 } }))).toBe(M.create.termBelowPartnerMin(10));
    expect(ok(checkCommitmentImportRow('performado', row, { ...context, limits: { ...none, minDays: 7 } })).payload.issue_date).toBe('2026-11-23');
  });
});

describe('parseCommitmentImportRow (smoke)', () => {
  it('reads the division rule and the amount to encumber', () => {
    const row = ok(parseCommitmentImportRow(smokeRecord(), smoke));
    expect(row.payload).toMatchObject({ amount: 1000, division_rule: 2, amount_onerate: 50, due_date: '2026-11-30' });
  });

  it('keeps one division rule per line and the code table 1 R$ / 2 %', () => {
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ regra_divisão: '1,2' }), smoke))).toBe(R.oneDivisionRule);
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ regra_divisão: '3' }), smoke))).toBe(R.invalidDivisionRule);
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ regra_divisão: '' }), smoke))).toBe(M.divisionRuleRequired);
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ valor_onerar: '101' }), smoke))).toBe(M.percentAbove100);
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ regra_divisão: '1', valor_onerar: '1000,01' }), smoke))).toBe(
      M.amountAboveInstallment,
    );
    expect(parseDivisionRule('R$')).toBe(1);
    expect(parseDivisionRule('%')).toBe(2);
  });

  it('forces the collateral rules when the switch is on', () => {
    const gcap = { ...smoke, is_gcap: true };
    expect(ok(parseCommitmentImportRow(smokeRecord(), gcap)).payload.is_gcap).toBe(true);
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ regra_divisão: '1', valor_onerar: '10' }), gcap))).toBe(M.create.gcapDivisionRule);
  });

  it('requires data_vencimento for Garantia', () => {
    expect(errorOf(parseCommitmentImportRow(smokeRecord({ data_vencimento: '' }), smoke))).toBe(M.dueDateRequired);
  });
});

describe('padImportDocument', () => {
  it('restores the zero a spreadsheet dropped from a CNPJ, and keeps a CPF', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), (rest) => {
        const base = `0${rest}`;
        const cnpj = base + computeCnpjCheckDigits(base);
        return padImportDocument(cnpj.slice(1)) === cnpj;
      }),
    );
    expect(padImportDocument('12345678909')).toBe('12345678909');
    const cpf = `012345678${computeCpfCheckDigits('012345678')}`;
    expect(padImportDocument(cpf.slice(1))).toBe(cpf);
  });
});

describe('commitmentImportRowKey', () => {
  it('is the same for the same row however it was written, different when a value differs', () => {
    const a = ok(parseCommitmentImportRow(normalRecord(), normal));
    const b = ok(parseCommitmentImportRow(normalRecord({ valor: '1234,56', emissão: '2026-11-20', arranjos: 'VCC, mcc' }), normal));
    const c = ok(parseCommitmentImportRow(normalRecord({ valor: '1234,57' }), normal));
    expect(commitmentImportRowKey('performado', a)).toBe(commitmentImportRowKey('performado', b));
    expect(commitmentImportRowKey('performado', a)).not.toBe(commitmentImportRowKey('performado', c));
    expect(commitmentImportRowKey('performado', a)).not.toBe(commitmentImportRowKey('fumaca', a));
  });

  it('any amount written with a decimal comma reads back as the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        const row = parseCommitmentImportRow(normalRecord({ valor: text }), normal);
        return !('error' in row) && Math.round(row.payload.amount * 100) === cents;
      }),
    );
  });
});
