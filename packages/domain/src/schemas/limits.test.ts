import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { VALIDATION_MESSAGES } from '../messages/common';
import { signInSchema } from './auth';
import { profileSchema } from './access';
import { unboundedPaths } from './bounds';
import { listQuerySchema } from './common';
import { domicileSchema } from './creditor-originators';
import { creditorParametersBodySchema } from './creditor-parameters';

type Any = z.core.$ZodType;
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

/** Schemas that describe answers, never input. */
const isResponseSchema = (name: string) => /Response|Reply|Accepted|Claims/.test(name);

async function requestSchemas(): Promise<[string, Any][]> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found: [string, Any][] = [];
  for (const file of files) {
    const mod = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof z.ZodType && !isResponseSchema(name)) found.push([`${file}:${name}`, value]);
    }
  }
  return found;
}

describe('request schemas bound their input', () => {
  it('every text has a maximum length, every number a range, every list a maximum count', async () => {
    const schemas = await requestSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    const unbounded = schemas.flatMap(([name, schema]) => unboundedPaths(schema).map((p) => `${name} ${p}`));
    expect(unbounded).toEqual([]);
  });

  it('catches what it must', () => {
    expect(unboundedPaths(z.object({ a: z.string(), b: z.number().int(), c: z.array(z.string().max(3)) }))).toEqual([
      '$.a: texto sem tamanho máximo',
      '$.b: número sem faixa',
      '$.c: lista sem tamanho máximo',
    ]);
    expect(unboundedPaths(z.object({ a: z.string().max(3), b: z.number().min(0).max(10), c: z.uuid() }))).toEqual([]);
  });
});

describe('the bounds speak Portuguese', () => {
  const { maxLengthExceeded, invalidId, numberTooLarge, tooManyItems } = VALIDATION_MESSAGES;
  it('refuses a password longer than 128 characters', () => {
    expect(messages(signInSchema.safeParse({ email: 'a@b.dev', password: 'x'.repeat(INPUT_LIMITS.password + 1) }))).toEqual([
      maxLengthExceeded,
    ]);
    expect(signInSchema.safeParse({ email: 'a@b.dev', password: 'x'.repeat(INPUT_LIMITS.password) }).success).toBe(true);
  });
  it('refuses an id beyond int4 and a list beyond its count', () => {
    const resource = { user_resource_id: 2 ** 31, permition: 'read' };
    expect(messages(profileSchema.safeParse({ description: 'Perfil', is_lastro: true, resources: [resource] }))).toEqual([invalidId]);
    const many = Array.from({ length: INPUT_LIMITS.items + 1 }, () => ({ parameter_key: 'k', parameter_value: 'v' }));
    expect(messages(creditorParametersBodySchema.safeParse({ parameters: many }))).toEqual([tooManyItems]);
  });
  it('holds texts to their column: bank code 3, ISPB 8, parameter key 60', () => {
    const domicile = { cnpj_domicilio: '11222333000181', titulo_domicilio: 't', banco: '0001', ispb: '123456789', agencia: '1234', conta: '1', digito: '1', tipo_conta: 'CC' };
    expect(messages(domicileSchema.safeParse(domicile))).toEqual([maxLengthExceeded, maxLengthExceeded]);
    expect(messages(creditorParametersBodySchema.safeParse({ parameters: [{ parameter_key: 'k'.repeat(61), parameter_value: 1 }] }))).toEqual([
      maxLengthExceeded,
    ]);
  });
  it('refuses a page size beyond int4', () => {
    expect(messages(listQuerySchema.safeParse({ limit: '99999999999' }))).toEqual([numberTooLarge]);
    expect(listQuerySchema.parse({ limit: '999999' }).limit).toBe(250000);
  });
});

