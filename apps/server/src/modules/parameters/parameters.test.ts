import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_PARAMETER_GROUPS, CREDITOR_PARAMETER_KEYS, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';
import { syncParameterDefinitions } from './parameter-definitions.seed';
import { listDefinitions, type ParameterDefinition } from './parameters.service';

const M = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_geral;
let t: TestApp;
let admin: string;
let reader: string;
let editor: string;
let noPermission: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const creditor = await createCreditor(db);
  const tokenFor = async (grants: Parameters<typeof createProfile>[1]['grants']) => {
    const profile = await createProfile(db, { isLastro: false, grants });
    const acc = await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
    return t.signIn(acc.email, TEST_PASSWORD);
  };
  admin = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  reader = await tokenFor([[SLUG, ['read']]]);
  editor = await tokenFor([[SLUG, ['read', 'edit']]]);
  noPermission = await tokenFor([[PERMISSIONS.cad_parametro_lastro_bancos, ['read']]]);
});
afterAll(async () => t?.close());

const list = async (token: string, query = 'limit=9999') => {
  const res = await t.as(token, { method: 'GET', url: `/api/domains/parameters?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: ParameterDefinition[]; metadata: { resultset: { count: number } } };
};
const patch = (token: string | null, key: string, payload: Record<string, unknown>) =>
  t.as(token, { method: 'PATCH', url: `/api/domains/parameters/${key}`, payload });

describe('GET /api/domains/parameters', () => {
  it('holds every known creditor parameter key, grouped in screen order', async () => {
    const { results, metadata } = await list(admin);
    expect(results.map((d) => d.key).sort()).toEqual([...CREDITOR_PARAMETER_KEYS].sort());
    expect(metadata.resultset.count).toBe(CREDITOR_PARAMETER_KEYS.length);
    const groupIndex = (g: string) => CREDITOR_PARAMETER_GROUPS.findIndex((x) => x.value === g);
    const order = results.map((d) => groupIndex(d.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i >= 0)).toBe(true);
    const tipoTransacao = results.find((d) => d.key === 'tipo_transacao')!;
    expect(tipoTransacao).toMatchObject({ type: 'List', group: 'contrato', group_label: 'Parâmetros de Contrato' });
    expect(tipoTransacao.values.map((v) => v.value)).toEqual(['ambos', '1', '2', '3', '4']);
    expect(results.find((d) => d.key === 'gcap')).toMatchObject({ type: 'Boolean', values: [{ value: '1' }, { value: '0' }] });
    expect(results.find((d) => d.key === 'perfil_parceiro')!.values.map((v) => v.value)).toContain('if');
  });

  it('filters by group and by part of the key or label', async () => {
    const billing = await list(admin, 'group=faturamento&limit=100');
    expect(billing.results.length).toBeGreaterThan(0);
    expect(billing.results.every((d) => d.group === 'faturamento')).toBe(true);
    const byName = await list(admin, 'name=consolidada');
    expect(byName.results.map((d) => d.key).sort()).toEqual([
      'agenda_consolidada',
      'dias_anteriores_agenda_consolidada',
      'dias_posteriores_agenda_consolidada',
    ]);
  });

  it('re-running the seed keeps what operators edited', async () => {
    expect((await patch(admin, 'slug', { label: 'Identificador do fornecedor' })).statusCode).toBe(200);
    await syncParameterDefinitions(t.database.db);
    const defs = await listDefinitions(t.database.db);
    expect(defs.find((d) => d.key === 'slug')!.label).toBe('Identificador do fornecedor');
    expect(defs).toHaveLength(CREDITOR_PARAMETER_KEYS.length);
  });
});

describe('PATCH /api/domains/parameters/:key', () => {
  it('edits label, group, order, list values and active', async () => {
    const res = await patch(admin, 'modalidades', {
      label: 'Modalidades de contrato',
      group: 'motor',
      sort_order: 5,
      active: false,
      values: [
        { value: 'performado', description: 'Contrato Performado' },
        { value: 'fumaca', description: 'Contrato Fumaça' },
        { value: 'ambos', description: 'Ambos' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'modalidades',
      label: 'Modalidades de contrato',
      group: 'motor',
      group_label: 'Parâmetros de Motor',
      sort_order: 5,
      active: false,
    });
    expect(res.json().values).toHaveLength(3);
    const active = await listDefinitions(t.database.db, { activeOnly: true });
    expect(active.some((d) => d.key === 'modalidades')).toBe(false);
  });

  it('a List needs values, unique ones; changing to Text drops them and to Boolean gives 1/0', async () => {
    const toList = await patch(admin, 'perfil', { type: 'List' });
    expect(toList.statusCode).toBe(400);
    expect(toList.json().errors.message[0]).toBe(M.parameterListValuesRequired);
    const empty = await patch(admin, 'tipo_contrato', { values: [] });
    expect(empty.json().errors.message[0]).toBe(M.parameterListValuesRequired);
    const dup = await patch(admin, 'tipo_contrato', { values: [{ value: '1', description: 'A' }, { value: '1', description: 'B' }] });
    expect(dup.json().errors.message[0]).toBe(M.parameterDuplicateValue);
    const toText = await patch(admin, 'estrategia', { type: 'Text' });
    expect(toText.json()).toMatchObject({ type: 'Text', values: [] });
    const toBoolean = await patch(admin, 'estrategia', { type: 'Boolean' });
    expect(toBoolean.json().values.map((v: { value: string }) => v.value)).toEqual(['1', '0']);
  });

  it('refuses unknown types, groups and keys', async () => {
    expect((await patch(admin, 'perfil', { type: 'Date' })).json().errors.message[0]).toBe(M.parameterInvalidType);
    expect((await patch(admin, 'perfil', { group: 'outro' })).json().errors.message[0]).toBe(M.parameterInvalidGroup);
    expect((await patch(admin, 'perfil', { sort_order: -1 })).json().errors.message[0]).toBe(M.parameterSortOrderInvalid);
    expect((await patch(admin, 'perfil', { label: '' })).json().errors.message[0]).toBe('Campo obrigatório');
    expect((await patch(admin, 'nao_existe', { label: 'X' })).statusCode).toBe(404);
  });
});

describe('parameters authorization', () => {
  it('read needs cad_parametro_lastro_geral read; edit needs edit', async () => {
    const get = { method: 'GET' as const, url: '/api/domains/parameters' };
    expect((await t.as(null, get)).statusCode).toBe(401);
    expect((await t.as(noPermission, get)).statusCode).toBe(403);
    expect((await t.as(reader, get)).statusCode).toBe(200);
    expect((await t.as(admin, get)).statusCode).toBe(200);
    expect((await patch(null, 'perfil', { label: 'Perfil' })).statusCode).toBe(401);
    expect((await patch(noPermission, 'perfil', { label: 'Perfil' })).statusCode).toBe(403);
    expect((await patch(reader, 'perfil', { label: 'Perfil' })).statusCode).toBe(403);
    expect((await patch(editor, 'perfil', { label: 'Perfil' })).statusCode).toBe(200);
    expect((await patch(admin, 'perfil', { label: 'Perfil' })).statusCode).toBe(200);
  });
});
