import { maskCnpj, maskCpf } from '../format/masks';
import { computeCnpjCheckDigits, isValidCnpj } from './cnpj';
import { computeCpfCheckDigits, isValidCpf } from './cpf';
import { pick, randomSourceOf, type GeneratorOptions } from './random';

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface CnpjGeneratorOptions extends GeneratorOptions {
  /** Generate an alphanumeric CNPJ (at least one letter in the first 12 characters). */
  alphanumeric?: boolean;
}

/** A random valid CNPJ: 14 characters unmasked (or masked with `formatted`). */
export function generateCnpj(options: CnpjGeneratorOptions = {}): string {
  const random = randomSourceOf(options);
  for (;;) {
    let base = '';
    for (let i = 0; i < 12; i++) base += pick(random, options.alphanumeric ? ALPHANUMERIC : DIGITS);
    if (options.alphanumeric && !/[A-Z]/.test(base)) {
      const position = Math.floor(random() * 12) % 12;
      base = base.slice(0, position) + pick(random, ALPHANUMERIC.slice(10)) + base.slice(position + 1);
    }
    const cnpj = base + computeCnpjCheckDigits(base);
    if (isValidCnpj(cnpj)) return options.formatted ? maskCnpj(cnpj) : cnpj;
  }
}

/** A random valid CPF: 11 digits unmasked (or masked with `formatted`). */
export function generateCpf(options: GeneratorOptions = {}): string {
  const random = randomSourceOf(options);
  for (;;) {
    let base = '';
    for (let i = 0; i < 9; i++) base += pick(random, DIGITS);
    const cpf = base + computeCpfCheckDigits(base);
    if (isValidCpf(cpf)) return options.formatted ? maskCpf(cpf) : cpf;
  }
}
