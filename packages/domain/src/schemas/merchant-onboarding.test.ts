import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MERCHANT_ONBOARDING_MESSAGES as M } from '../messages/merchants-onboarding';
import { merchantAccessPasswordSchema, onboardingCodeBodySchema } from './merchant-onboarding';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe('onboarding code', () => {
  it('accepts any 6 digits, with the spaces a user may type between them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), fc.boolean(), (digits, spaced) => {
        const typed = spaced ? `${digits.slice(0, 3).join('')} ${digits.slice(3).join('')}` : digits.join('');
        expect(onboardingCodeBodySchema.parse({ token, code: typed })).toEqual({ token, code: digits.join('') });
      }),
    );
  });

  it("refuses anything else with 'Código inválido'", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((s) => !/^\d{6}$/.test(s.replace(/\s+/g, '')) && s.trim() !== ''),
        (code) => {
          const parsed = onboardingCodeBodySchema.safeParse({ token, code });
          expect(parsed.success).toBe(false);
          expect(parsed.error!.issues.map((i) => i.message)).toContain(M.codeInvalid);
        },
      ),
    );
  });
});

describe('access account password', () => {
  it('follows the platform password rule', () => {
    expect(merchantAccessPasswordSchema.safeParse({ email: 'ana@loja.dev', newPassword: 'Nova@Senha1' }).success).toBe(true);
    expect(merchantAccessPasswordSchema.safeParse({ email: 'ana@loja.dev', newPassword: 'novasenha' }).success).toBe(false);
    expect(merchantAccessPasswordSchema.safeParse({ email: 'não é e-mail', newPassword: 'Nova@Senha1' }).success).toBe(false);
  });
});
