import { describe, expect, it } from 'vitest';
import { maskCurrencyInput, maskPercentInput } from './masks';

describe('zero values in money and percent fields', () => {
  it('a typed zero is a value', () => {
    expect(maskCurrencyInput('0')).toBe('R$ 0,00');
    expect(maskPercentInput('0')).toBe('0,00 %');
  });
  it('backspace over zero clears the field', () => {
    expect(maskCurrencyInput('R$ 0,0')).toBe('');
    expect(maskPercentInput('0,0 %')).toBe('');
  });
});
