import { randomBytes } from 'node:crypto';
import { RegistryRefusal, type RegistryError } from '../registry';

/** Documents are compared as the registry keeps them: digits and letters, upper case. */
export const norm = (doc: string) => doc.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** A filter as a set: duplicates dropped and sorted, so two spellings of one scope compare equal. */
export const normList = (xs: readonly string[] | undefined, f: (s: string) => string) =>
  [...new Set((xs ?? []).map(f))].sort();

export const refuse = (...erros: RegistryError[]) => new RegistryRefusal(erros);

export const newId = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
