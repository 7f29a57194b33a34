import type { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';

/**
 * Finds what a request schema leaves unbounded: a text without a maximum length, a number
 * without a range that fits its column, a list without a maximum count, a free-form value.
 * The domain's tests walk every exported request schema with it and the server's tests every
 * route's params, query and body, so a field a new module forgets to bound fails a test.
 */

/** The largest magnitude a number field may accept: money fits numeric(15,2), ids int4. */
const NUMBER_BOUND = INPUT_LIMITS.moneyMax;

interface Check {
  check: string;
  maximum?: number;
  length?: number;
  value?: number;
}
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  [key: string]: unknown;
}
type Any = z.core.$ZodType;
const defOf = (s: Any) => s._zod.def as unknown as Def;
const checksOf = (s: Any) => (defOf(s).checks ?? []).map((c) => c._zod.def);
/** The largest length a string or array check allows, if any. */
const maxLength = (s: Any) => {
  const found = checksOf(s).flatMap((c) => (c.check === 'max_length' ? [c.maximum!] : c.check === 'length_equals' ? [c.length!] : []));
  return found.length ? Math.min(...found) : undefined;
};
const bound = (s: Any, check: 'less_than' | 'greater_than') => checksOf(s).find((c) => c.check === check)?.value;

/** Paths inside `schema` that accept unbounded input. */
export function unboundedPaths(schema: Any, path = '$', seen = new Set<Any>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (key: string) => unboundedPaths(def[key] as Any, path, seen);
  switch (def.type) {
    case 'string': {
      // A fixed format (uuid, guid, e-mail with a length cap) or a maximum both bound it.
      if (maxLength(schema) !== undefined) return [];
      if (def.format && ['uuid', 'guid'].includes(def.format)) return [];
      return [`${path}: texto sem tamanho máximo`];
    }
    case 'number': {
      const maximum = bound(schema, 'less_than');
      const minimum = bound(schema, 'greater_than');
      const ok = maximum !== undefined && minimum !== undefined && Math.max(Math.abs(maximum), Math.abs(minimum)) <= NUMBER_BOUND;
      return ok ? [] : [`${path}: número sem faixa`];
    }
    case 'array': {
      const own = maxLength(schema) === undefined ? [`${path}: lista sem tamanho máximo`] : [];
      return [...own, ...unboundedPaths(def.element as Any, `${path}[]`, seen)];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, Any>).flatMap(([k, v]) => unboundedPaths(v, `${path}.${k}`, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // The input side is what the request holds; a preprocess (transform in) hands over to `out`.
      const input = def.in as Any;
      return defOf(input).type === 'transform' ? inner('out') : inner('in');
    }
    case 'union':
      return (def.options as Any[]).flatMap((o) => unboundedPaths(o, path, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'record':
      return [...unboundedPaths(def.keyType as Any, `${path}{chave}`, seen), ...inner('valueType')];
    case 'unknown':
    case 'any':
      return [`${path}: valor livre`];
    default:
      // enum, literal, boolean, null, transform (output only), date...
      return [];
  }
}
