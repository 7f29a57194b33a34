// What every kind of the generator shares: names and their spellings, reading the templates,
// and small text insertions into shared files.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const TEMPLATES = path.join(HERE, 'templates');
export const PLACEHOLDER = { plural: 'sample-items', singular: 'sample-item' };
export const NAME = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

/** The spellings of a kebab-case name the code uses. */
export function spellings(kebab) {
  const words = kebab.split('-');
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  return {
    kebab,
    snake: words.join('_'),
    camel: words[0] + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    screaming: words.join('_').toUpperCase(),
    lower: words.join(' '),
    title: cap(words.join(' ')),
  };
}

/** `widgets` -> `widget`, `categories` -> `category`; null when the plural is not regular. */
export function singularOf(plural) {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
  return null;
}

/** Placeholder -> replacement pairs, plural before singular (the singular is a prefix of the plural). */
export function replacements(plural, singular) {
  const pairs = [];
  for (const [from, to] of [
    [spellings(PLACEHOLDER.plural), spellings(plural)],
    [spellings(PLACEHOLDER.singular), spellings(singular)],
  ]) {
    for (const key of ['screaming', 'kebab', 'snake', 'camel', 'pascal', 'title', 'lower'])
      pairs.push([from[key], to[key]]);
  }
  return pairs;
}

export const replaceAll = (text, pairs) => pairs.reduce((t, [from, to]) => t.split(from).join(to), text);

export function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Inserts `text` before the first `anchor` found after `after` (a unique marker) in `source`. */
export function insertBefore(source, file, after, anchor, text) {
  const start = source.indexOf(after);
  if (start < 0) throw new Error(`${file}: '${after}' not found; add the registration by hand`);
  const at = source.indexOf(anchor, start + after.length);
  if (at < 0)
    throw new Error(`${file}: '${anchor}' not found after '${after}'; add the registration by hand`);
  return source.slice(0, at) + text + source.slice(at);
}

/** Inserts `text` after the last line matching `pattern`. */
export function insertAfterLast(source, file, pattern, text) {
  const lines = source.split('\n');
  const idx = lines.findLastIndex((l) => pattern.test(l));
  if (idx < 0) throw new Error(`${file}: no line matches ${pattern}; add the registration by hand`);
  lines.splice(idx + 1, 0, text);
  return lines.join('\n');
}

export function nextMigrationNumber(root) {
  const dir = path.join(root, 'apps/server/src/db/migrations');
  const numbers = readdirSync(dir)
    .map((f) => /^(\d{4})_/.exec(f)?.[1])
    .filter(Boolean)
    .map(Number);
  return String((Math.floor(Math.max(0, ...numbers) / 10) + 1) * 10).padStart(4, '0');
}

