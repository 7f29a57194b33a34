import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_PARAMETER_GROUPS, PERMISSIONS, MESSAGES } from '@lastro/domain';
import { creditorParameterDefinitions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken } from '../testing';

let t: TestApp;
let admin: string;
const SLUG = PERMISSIONS.cad_fornecedor_parametros;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

type Param = { parameter_key: string; parameter_value: string; description: string };
const valuesOf = (body: { parameters: Param[] }) =>
  Object.fromEntries(body.parameters.map((p) => [p.parameter_key, p.parameter_value]));

describe('creditor parameters', () => {
  it('returns the active catalogue with the values, and saves only non-empty entries', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/parameters`;
    const empty = await t.as(admin, { method: 'GET', url, query: { limit: '9999' } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().parameters).toEqual([]);
    const definitions = empty.json().definitions as { key: string; type: string; group_label: string }[];
    expect(definitions.find((d) => d.key === 'tipo_transacao')).toMatchObject({
      type: 'List',
      group_label: 'Parâmetros de Contrato',
    });
    expect(new Set(definitions.map((d) => d.group_label))).toEqual(
      new Set([
        'Parâmetros de Faturamento',
        'Parâmetros de Contrato',
        'Parâmetros de Integração',
        'Parâmetros de Motor',
        'Parâmetros de Segurança',
      ]),
    );

    const saved = await t.as(admin, {
      method: 'POST',
      url,
      payload: {
        parameters: [
          { parameter_key: 'dia_faturamento', parameter_value: '10' },
          { parameter_key: 'tipo_transacao', parameter_value: '1' },
          { parameter_key: 'base_url_registradora', parameter_value: '' },
          { parameter_key: 'gcap', parameter_value: '1' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(valuesOf(saved.json())).toEqual({ dia_faturamento: '10', tipo_transacao: '1', gcap: '1' });
    expect(
      saved.json().parameters.find((p: Param) => p.parameter_key === 'dia_faturamento').description,
    ).not.toBe('dia_faturamento');

    // The form sends its whole state: a value left out or emptied is cleared.
    const cleared = await t.as(admin, {
      method: 'POST',
      url,
      payload: {
        parameters: [
          { parameter_key: 'dia_faturamento', parameter_value: '15' },
          { parameter_key: 'gcap', parameter_value: '' },
        ],
      },
    });
    expect(valuesOf(cleared.json())).toEqual({ dia_faturamento: '15' });
  });

  it('downloads the parameters group by group, in the order of the tab', async () => {
    const creditor = await createCreditor(t.database.db);
    const csv = await t.as(admin, { method: 'GET', url: `/api/creditors/${creditor.id}/parameters/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    const groups = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(';')[0]!.replace(/^"|"$/g, ''));
    // Each group is one run of rows: no group comes back after another has started.
    const runs = groups.filter((g, i) => g !== groups[i - 1]);
    expect(runs).toEqual(CREDITOR_PARAMETER_GROUPS.map((g) => g.label));
  });

  it('keeps the value of a parameter whose definition is inactive (it is not on the form)', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/parameters`;
    await t.as(admin, {
      method: 'POST',
      url,
      payload: { parameters: [{ parameter_key: 'slug', parameter_value: 'loja-x' }] },
    });
    await t.database.db
      .update(creditorParameterDefinitions)
      .set({ active: false })
      .where(eq(creditorParameterDefinitions.key, 'slug'));
    try {
      const res = await t.as(admin, {
        method: 'POST',
        url,
        payload: { parameters: [{ parameter_key: 'dia_faturamento', parameter_value: '5' }] },
      });
      expect(valuesOf(res.json())).toEqual({ dia_faturamento: '5', slug: 'loja-x' });
      expect(res.json().definitions.some((d: { key: string }) => d.key === 'slug')).toBe(false);
    } finally {
      await t.database.db
        .update(creditorParameterDefinitions)
        .set({ active: true })
        .where(eq(creditorParameterDefinitions.key, 'slug'));
    }
  });

  it('refuses unknown keys and values outside a list', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/parameters`;
    const unknown = await t.as(admin, {
      method: 'POST',
      url,
      payload: { parameters: [{ parameter_key: 'nao_existe', parameter_value: '1' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.message).toEqual(['Parâmetro desconhecido: nao_existe']);
    const outside = await t.as(admin, {
      method: 'POST',
      url,
      payload: { parameters: [{ parameter_key: 'tipo_transacao', parameter_value: '9' }] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.message[0]).toMatch(/^Valor inválido para o parâmetro /);
    const notNumber = await t.as(admin, {
      method: 'POST',
      url,
      payload: { parameters: [{ parameter_key: 'dia_faturamento', parameter_value: 'dez' }] },
    });
    expect(notNumber.statusCode).toBe(400);
    expect((await t.as(admin, { method: 'GET', url })).json().parameters).toEqual([]);
  });

  it('judges each value by its definition type and reports every refused parameter by name', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/parameters`;
    const definitions = (await t.as(admin, { method: 'GET', url })).json().definitions as {
      key: string;
      label: string;
    }[];
    const label = (key: string) => definitions.find((d) => d.key === key)?.label ?? key;
    const res = await t.as(admin, {
      method: 'POST',
      url,
      payload: {
        parameters: [
          { parameter_key: 'dia_faturamento', parameter_value: 'abc' },
          { parameter_key: 'dias_max', parameter_value: '12' },
          { parameter_key: 'dias_min', parameter_value: '1,5x' },
          { parameter_key: 'tipo_transacao', parameter_value: '9' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([
      `Valor inválido para o parâmetro ${label('dia_faturamento')}: ${MESSAGES.creditors.parameterMustBeNumber}`,
      `Valor inválido para o parâmetro ${label('dias_min')}: ${MESSAGES.creditors.parameterMustBeNumber}`,
      `Valor inválido para o parâmetro ${label('tipo_transacao')}: ${MESSAGES.creditors.parameterMustBeOption}`,
    ]);
    expect((await t.as(admin, { method: 'GET', url })).json().parameters).toEqual([]);
    const fine = await t.as(admin, {
      method: 'POST',
      url,
      payload: { parameters: [{ parameter_key: 'dias_min', parameter_value: '1,5' }] },
    });
    expect(fine.statusCode).toBe(200);
  });
});

describe('who may call what', () => {
  it('lets a creditor user with the permission read and edit its own parameters only', async () => {
    const own = await createCreditor(t.database.db);
    const other = await createCreditor(t.database.db);
    const editor = await creditorUserToken(t, own.id, [[SLUG, ['read', 'edit']]]);
    const reader = await creditorUserToken(t, own.id, [[SLUG, ['read']]]);
    const payload = { parameters: [{ parameter_key: 'dia_faturamento', parameter_value: '5' }] };
    expect((await t.as(null, { method: 'GET', url: `/api/creditors/${own.id}/parameters` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/creditors/${own.id}/parameters` })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(reader, { method: 'POST', url: `/api/creditors/${own.id}/parameters`, payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(editor, { method: 'POST', url: `/api/creditors/${own.id}/parameters`, payload }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as(editor, { method: 'GET', url: `/api/creditors/${other.id}/parameters` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(editor, { method: 'POST', url: `/api/creditors/${other.id}/parameters`, payload }))
        .statusCode,
    ).toBe(404);
  });
});
