import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_TYPES } from './bank-account-types';
import {
  COMMITMENT_STATUSES,
  COMMITMENT_STATUS_CODE,
  COMMITMENT_STATUS_FILTER_OPTIONS,
  commitmentStatusLabel,
  findCommitmentStatus,
} from './commitment-statuses';
import { CONTRACT_TYPES } from './contract-types';
import { DIVISION_RULES } from './division-rules';
import { DEFAULT_PAGE_SIZE, EXPORT_LIMITS, PAGE_SIZE_OPTIONS } from './limits';
import { CONTRACT_MODALITIES, STRATEGY_FILTER_OPTIONS } from './modalities';
import { PERSON_TYPES, parseYesNo } from './merchants';
import { countUnread, NOTIFICATION_STATUS, NOTIFICATION_TYPES } from './notifications';
import { findOption, isCodeValue, labelOf, valuesOf } from './options';
import { partnerTypeOfProfile, PARTNER_PROFILES, PARTNER_TYPES } from './partners';
import { isAdmin, isPrimaryAccount, resourceTypeOfProfile } from './platform-account-types';
import { SCHEDULE_QUERY_TYPES, SCHEDULE_STATUSES } from './schedule-codes';
import { BRAZILIAN_STATES, isBrazilianState } from './states';
import { STRATEGIES, strategyOfFilter, strategyOfModality } from './strategies';
import { TRANSACTION_TYPES } from './transaction-types';

describe('lookup helpers', () => {
  it('find labels whatever the value type', () => {
    expect(labelOf(TRANSACTION_TYPES, 3)).toBe('Antecipação');
    expect(labelOf(TRANSACTION_TYPES, '4')).toBe('Cobrança');
    expect(labelOf(TRANSACTION_TYPES, 9)).toBe('-');
    expect(labelOf(TRANSACTION_TYPES, null, '')).toBe('');
    expect(findOption(BANK_ACCOUNT_TYPES, 'PG')?.label).toBe('Conta de Pagamento');
    expect(isCodeValue(CONTRACT_TYPES, 2)).toBe(true);
    expect(isCodeValue(CONTRACT_TYPES, '2')).toBe(false);
    expect(valuesOf(DIVISION_RULES)).toEqual([1, 2]);
  });
});

describe('code tables of the spec', () => {
  it('hold the spec labels', () => {
    expect(TRANSACTION_TYPES.map((o) => o.label)).toEqual([
      'Garantia',
      'Pagamento',
      'Antecipação',
      'Cobrança',
    ]);
    expect(CONTRACT_TYPES.map((o) => o.label)).toEqual(['Troca de Titularidade', 'Cessão']);
    expect(DIVISION_RULES.map((o) => o.label)).toEqual(['R$', '%']);
    expect(BANK_ACCOUNT_TYPES.map((o) => o.value)).toEqual(['CC', 'CD', 'CG', 'CI', 'PG', 'PP']);
    expect(CONTRACT_MODALITIES.map((o) => o.label)).toEqual(['Contrato Performado', 'Contrato Fumaça']);
    expect(STRATEGY_FILTER_OPTIONS.map((o) => o.value)).toEqual(['default', 'smoke']);
    expect(STRATEGIES.map((o) => o.label)).toEqual(['Performado', 'Fumaça']);
    expect(SCHEDULE_QUERY_TYPES.map((o) => o.label)).toEqual([
      'Agenda Consolidada',
      'Agenda API',
      'Agenda Instituição Financeira',
    ]);
    expect(labelOf(SCHEDULE_STATUSES, '02')).toBe('Consulta de Agenda Processada');
    expect(labelOf(PARTNER_TYPES, 'if')).toBe('Instituição Financeira');
    expect(labelOf(PARTNER_PROFILES, 'if')).toBe('Instituição financeira');
    expect(labelOf(NOTIFICATION_TYPES, 4)).toBe('Importação');
    expect(PERSON_TYPES.map((o) => o.short)).toEqual(['PF', 'PJ']);
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(EXPORT_LIMITS).toMatchObject({ lists: 9999, profiles: 99999, deals: 99999, merchants: 250000 });
  });

  it('maps strategies', () => {
    expect(strategyOfModality('fumaca')).toBe(1);
    expect(strategyOfModality('performado')).toBe(0);
    expect(strategyOfFilter('smoke')).toBe(1);
    expect(strategyOfFilter('default')).toBe(0);
  });
});

describe('commitment statuses', () => {
  it('use the numbers the spec sends in change-status calls', () => {
    expect(COMMITMENT_STATUS_CODE.cancelado).toBe(3);
    expect(COMMITMENT_STATUS_CODE.liquidado).toBe(4);
    expect(COMMITMENT_STATUS_CODE.em_contestacao).toBe(10);
    expect(COMMITMENT_STATUSES.map((s) => s.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('label values and numbers, and offer Todos first in the filter', () => {
    expect(commitmentStatusLabel('em_contestacao')).toBe('Em contestação');
    expect(commitmentStatusLabel(1)).toBe('A aprovar');
    expect(commitmentStatusLabel('2')).toBe('Aprovado');
    expect(commitmentStatusLabel('todos')).toBe('Todos');
    expect(commitmentStatusLabel('x')).toBe('-');
    expect(findCommitmentStatus(undefined)).toBeUndefined();
    expect(COMMITMENT_STATUS_FILTER_OPTIONS[0]).toEqual({ value: 'todos', label: 'Todos' });
    expect(COMMITMENT_STATUS_FILTER_OPTIONS).toHaveLength(11);
  });
});

describe('states', () => {
  it('lists the 27 UFs once each', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.value)).size).toBe(27);
    expect(labelOf(BRAZILIAN_STATES, 'SP')).toBe('São Paulo');
    expect(isBrazilianState('df')).toBe(true);
    expect(isBrazilianState('XX')).toBe(false);
  });
});

describe('accounts, partners, notifications', () => {
  it('tell admins and primary accounts', () => {
    expect(isAdmin({ accountType: 'Backoffice' })).toBe(true);
    expect(isAdmin({ accountType: 'Creditor' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isPrimaryAccount({ isSecundaryAccount: 'False' })).toBe(true);
    expect(isPrimaryAccount({ isSecundaryAccount: 'True' })).toBe(false);
    expect(resourceTypeOfProfile(true)).toBe(1);
    expect(resourceTypeOfProfile(false)).toBe(2);
  });

  it('derive the partner type from the partner profile', () => {
    expect(partnerTypeOfProfile('if')).toBe('if');
    expect(partnerTypeOfProfile('pre_compromisso')).toBe('fornecedor');
    expect(partnerTypeOfProfile(undefined)).toBe('fornecedor');
  });

  it('count unread notifications (status 1)', () => {
    expect(NOTIFICATION_STATUS).toEqual({ unread: 1, read: 0 });
    expect(countUnread([{ status: 1 }, { status: 0 }, { status: '1' }, { status: 0 }])).toBe(2);
  });

  it('normalise sim/não', () => {
    expect(parseYesNo(' Sim ')).toBe(true);
    expect(parseYesNo('NÃO')).toBe(false);
    expect(parseYesNo('nao')).toBe(false);
    expect(parseYesNo('talvez')).toBeNull();
  });
});
