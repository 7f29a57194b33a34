#!/usr/bin/env node
// `npm run new:module -- <name> [--singular <word>]`: a new CRUD module across the tree, made
// from the files under ./templates (real TypeScript for a module named `sample-items`) with
// the placeholder names replaced, plus the small additive registrations in shared files.
// Everything is computed first and written last, so a refused name leaves the tree untouched.
//
// `npm run new:module -- part <module> <part-name>`: a new part inside a module of parts — the
// folder apps/server/src/modules/<module>/<part-name>/ with its `<part-name>.part.ts` (an empty
// ModulePart to fill), wired into the module's composeParts([...]) list. Refused (nothing
// written) when the module is not on composeParts, i.e. its `<module>.ports.ts` does not declare
// `<Module>PartContext` and `<Module>Part`, or its module file has no `composeParts([`: convert
// the module by hand first (commitments is the worked example).
//
// `npm run new:module -- job <module> <job-name>`: a part as above whose folder also holds
// `<job-name>.job.ts` (job type, data, definition and handler) and `<job-name>.job.test.ts`; the
// part contributes the job (`jobs: [...]`).
//
// `npm run new:module -- export <module> <export-name>`: a part as above whose folder also holds
// `<export-name>.export-source.ts` (an ExportSource: params, columns, a paged read to fill in); the
// part contributes it (`exportSources: [...]`). No route: add `route` to offer POST .../export.
//
// `npm run new:module -- import <module> <import-name>`: a part as above whose folder also holds
// `<import-name>.import-source.ts` (the file's columns, a row schema and its reader, an
// ImportSource with its upload route POST /api/<module>/<import-name>/upload and a writeBatch to
// fill in), its unit test and the upload's authorization-matrix entry
// (apps/server/src/test/matrix/<module>-<import-name>.ts); the part contributes it
// (`importSources: [...]`) and the kind `<module>-<import-name>` joins IMPORT_KINDS
// (packages/domain/src/imports/import-kinds.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES = path.join(HERE, 'templates');
const PLACEHOLDER = { plural: 'sample-items', singular: 'sample-item' };
const NAME = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

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
function replacements(plural, singular) {
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

const replaceAll = (text, pairs) => pairs.reduce((t, [from, to]) => t.split(from).join(to), text);

function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Inserts `text` before the first `anchor` found after `after` (a unique marker) in `source`. */
function insertBefore(source, file, after, anchor, text) {
  const start = source.indexOf(after);
  if (start < 0) throw new Error(`${file}: '${after}' not found; add the registration by hand`);
  const at = source.indexOf(anchor, start + after.length);
  if (at < 0)
    throw new Error(`${file}: '${anchor}' not found after '${after}'; add the registration by hand`);
  return source.slice(0, at) + text + source.slice(at);
}

/** Inserts `text` after the last line matching `pattern`. */
function insertAfterLast(source, file, pattern, text) {
  const lines = source.split('\n');
  const idx = lines.findLastIndex((l) => pattern.test(l));
  if (idx < 0) throw new Error(`${file}: no line matches ${pattern}; add the registration by hand`);
  lines.splice(idx + 1, 0, text);
  return lines.join('\n');
}

function nextMigrationNumber(root) {
  const dir = path.join(root, 'apps/server/src/db/migrations');
  const numbers = readdirSync(dir)
    .map((f) => /^(\d{4})_/.exec(f)?.[1])
    .filter(Boolean)
    .map(Number);
  return String((Math.floor(Math.max(0, ...numbers) / 10) + 1) * 10).padStart(4, '0');
}

/** The edits to shared files: [repository path, (source) => new source]. */
function registrations(p) {
  const { kebab, camel, screaming } = p;
  return [
    [
      'apps/server/src/app.ts',
      (s, f) =>
        insertBefore(
          insertAfterLast(
            s,
            f,
            /^import \w+ from '\.\/modules\/.+\.module';$/,
            `import ${camel}Module from './modules/${kebab}/${kebab}.module';`,
          ),
          f,
          'export const MODULES',
          '\n];',
          `\n  ${camel}Module,`,
        ),
    ],
    [
      'apps/server/src/db/schema/index.ts',
      (s, f) => insertAfterLast(s, f, /^export \* from '\.\/.+';$/, `export * from './${kebab}';`),
    ],
    [
      'packages/domain/src/index.ts',
      (s, f) =>
        insertAfterLast(s, f, /^export \* from '\.\/schemas\/.+';$/, `export * from './schemas/${kebab}';`),
    ],
    [
      'packages/domain/src/messages/index.ts',
      (s, f) =>
        insertBefore(
          insertAfterLast(
            s,
            f,
            /^import .+ from '\.\/.+';$/,
            `import { ${screaming}_MESSAGES } from './${kebab}';`,
          ),
          f,
          'export const MESSAGES = {',
          '\n} as const;',
          `\n  ${camel}: ${screaming}_MESSAGES,`,
        ),
    ],
    [
      'packages/domain/src/schemas/sort.ts',
      (s, f) =>
        insertBefore(
          s,
          f,
          'export const LIST_SORTS = {',
          '\n} as const',
          `\n  ${camel}: ['name', 'description', 'createdAt'],`,
        ),
    ],
    [
      'apps/web/src/lib/paths.ts',
      (s, f) =>
        insertBefore(
          s,
          f,
          'export const paths = {',
          '\n} as const;',
          `\n  ${camel}: {` +
            `\n    root: page('${kebab}'),` +
            `\n    create: page('create', \`\${APP}/${kebab}\`),` +
            `\n    edit: { ...page('edit', \`\${APP}/${kebab}\`), getHref: (id: string) => withQuery(\`\${APP}/${kebab}/edit\`, { id }) },` +
            `\n  },`,
        ),
    ],
    [
      'apps/web/src/app/feature-routes.tsx',
      (s, f) =>
        insertBefore(
          s,
          f,
          'export const FEATURE_ROOTS',
          '\n];',
          `\n  { path: paths.${camel}.root.segment, adminOnly: true, load: () => import('../features/${kebab}/routes') },`,
        ),
    ],
    [
      'apps/web/src/app/menu.ts',
      (s, f) =>
        insertBefore(
          s,
          f,
          'label: m.registration,',
          '\n    ],\n  },',
          `\n      { label: MESSAGES.${camel}.menuLabel, to: paths.${camel}.root.path, adminOnly: true, slugs: [] },`,
        ),
    ],
    [
      'apps/web/src/app/breadcrumbs.ts',
      (s, f) =>
        insertBefore(
          s,
          f,
          'export const ROOT_LABELS',
          '\n};',
          `\n  [paths.${camel}.root.segment]: MESSAGES.${camel}.title,`,
        ),
    ],
  ];
}

/**
 * Plans the module: the files to create and the shared files to change, as
 * { create: [[path, text]], change: [[path, text]] } with repository-relative paths.
 */
export function planModule(root, name, singular = singularOf(name)) {
  if (!NAME.test(name)) throw new Error(`'${name}' is not a kebab-case name (e.g. widgets, credit-notes)`);
  if (!singular || !NAME.test(singular) || singular === name)
    throw new Error(
      `give the singular of '${name}' with --singular <word> (kebab-case, different from the plural)`,
    );
  const p = spellings(name);
  if (existsSync(path.join(root, 'apps/server/src/modules', name)))
    throw new Error(`the server module '${name}' exists already`);
  if (existsSync(path.join(root, 'apps/web/src/features', name)))
    throw new Error(`the web feature '${name}' exists already`);
  const paths = readFileSync(path.join(root, 'apps/web/src/lib/paths.ts'), 'utf8');
  if (new RegExp(`^  ${p.camel}: `, 'm').test(paths)) throw new Error(`paths.ts already has '${p.camel}'`);

  const pairs = replacements(name, singular);
  const migration = nextMigrationNumber(root);
  const create = walk(TEMPLATES).map((file) => {
    const rel = replaceAll(path.relative(TEMPLATES, file).split(path.sep).join('/'), pairs).replace(
      'NNNN',
      migration,
    );
    return [rel, replaceAll(readFileSync(file, 'utf8'), pairs)];
  });
  for (const [rel] of create) if (existsSync(path.join(root, rel))) throw new Error(`${rel} exists already`);
  const change = registrations(p).map(([rel, edit]) => [
    rel,
    edit(readFileSync(path.join(root, rel), 'utf8'), rel),
  ]);
  return { create, change };
}

/** Plans a part inside an existing module of parts: { create, change } as planModule. */
export function planPart(root, moduleName, partName) {
  for (const n of [moduleName, partName])
    if (!NAME.test(n)) throw new Error(`'${n}' is not a kebab-case name`);
  const m = spellings(moduleName);
  const p = spellings(partName);
  const dir = `apps/server/src/modules/${moduleName}`;
  if (!existsSync(path.join(root, dir))) throw new Error(`the server module '${moduleName}' does not exist`);
  const moduleFile = `${dir}/${moduleName}.module.ts`;
  const portsFile = `${dir}/${moduleName}.ports.ts`;
  const notParts = `the module '${moduleName}' is not a module of parts (composeParts); convert it by hand first (see modules/commitments)`;
  if (!existsSync(path.join(root, moduleFile)) || !existsSync(path.join(root, portsFile)))
    throw new Error(notParts);
  const moduleSource = readFileSync(path.join(root, moduleFile), 'utf8');
  const ports = readFileSync(path.join(root, portsFile), 'utf8');
  if (
    !moduleSource.includes('composeParts([') ||
    !new RegExp(`export interface ${m.pascal}PartContext\\b`).test(ports) ||
    !new RegExp(`export type ${m.pascal}Part\\b`).test(ports)
  )
    throw new Error(notParts);
  const partFile = `${dir}/${partName}/${partName}.part.ts`;
  if (existsSync(path.join(root, dir, partName))) throw new Error(`${dir}/${partName} exists already`);
  const fn = `create${p.pascal}Part`;
  if (moduleSource.includes(`${fn}(`)) throw new Error(`${moduleFile} already uses ${fn}`);
  const text =
    `import type { ${m.pascal}Part, ${m.pascal}PartContext } from '../${moduleName}.ports';\n\n` +
    `/** ${m.title}: ${p.lower}. Fill in its routes, services, sources or jobs. */\n` +
    `export function ${fn}(ctx: ${m.pascal}PartContext): ${m.pascal}Part {\n` +
    `  void ctx;\n` +
    `  return {};\n` +
    `}\n`;
  let changed = insertAfterLast(
    moduleSource,
    moduleFile,
    /^import .+ from '\.\/.+\.part';$/,
    `import { ${fn} } from './${partName}/${partName}.part';`,
  );
  const ctxName = /composeParts\(\[\s*create\w+Part\((\w+)\)/.exec(changed)?.[1] ?? 'partCtx';
  changed = insertBefore(changed, moduleFile, 'composeParts([', '\n    ]);', `\n      ${fn}(${ctxName}),`);
  return { create: [[partFile, text]], change: [[moduleFile, changed]] };
}

/**
 * A part folder `<name>/` as planPart makes it, with the files `build` gives ([file name, text]
 * pairs; the first is the part itself, replacing planPart's empty one) and planPart's wiring.
 */
function planPartWith(root, moduleName, name, build) {
  const plan = planPart(root, moduleName, name);
  const dir = `apps/server/src/modules/${moduleName}/${name}`;
  const files = build(spellings(moduleName), spellings(name));
  return { create: files.map(([file, text]) => [`${dir}/${file}`, text]), change: plan.change };
}

/** The `.part.ts` of a part that contributes what `contribution` says (e.g. `jobs: [...]`). */
function partFile(moduleName, m, p, { imports, doc, usesCtx, contribution }) {
  return [
    ...imports.filter((line) => !line.includes(`from './`)),
    `import type { ${m.pascal}Part, ${m.pascal}PartContext } from '../${moduleName}.ports';`,
    ...imports.filter((line) => line.includes(`from './`)),
    ``,
    `/** ${m.title}: ${doc}. */`,
    `export function create${p.pascal}Part(ctx: ${m.pascal}PartContext): ${m.pascal}Part {`,
    ...(usesCtx ? [] : [`  void ctx;`]),
    `  return { ${contribution} };`,
    `}`,
    ``,
  ].join('\n');
}

/** The part of an export or import source: `<name>.<kind>-source.ts` contributed as `<kind>Sources`. */
function sourcePart(moduleName, m, x, kind) {
  const source = `${x.camel}${kind[0].toUpperCase()}${kind.slice(1)}Source`;
  return partFile(moduleName, m, x, {
    imports: [`import { ${source} } from './${x.kebab}.${kind}-source';`],
    doc: `the ${x.lower} ${kind}`,
    usesCtx: true,
    contribution: `${kind}Sources: [${source}(ctx)]`,
  });
}

/**
 * Plans a job inside an existing module of parts: a part folder `<job-name>/` whose part
 * contributes the job (`<job-name>.job.ts`: type, data, definition and handler; its unit test),
 * wired into composeParts like `part`. Same refusals as planPart.
 */
export function planJob(root, moduleName, jobName) {
  return planPartWith(root, moduleName, jobName, (m, j) => {
    const job = `create${j.pascal}Job`;
    const jobText = [
      `import type { JobDefinition } from '../../../jobs/job-definition';`,
      ``,
      `/** The job's type, as enqueued: ctx.jobs.enqueue(${j.screaming}_JOB, accountId, data). */`,
      `export const ${j.screaming}_JOB = '${m.camel}.${j.camel}';`,
      ``,
      `export interface ${j.pascal}JobData {`,
      `  id: string;`,
      `}`,
      ``,
      `/** ${m.title}: ${j.lower}. It may run more than once for one job id: keep its effects idempotent. */`,
      `export function ${job}(): JobDefinition<${j.pascal}JobData> {`,
      `  return {`,
      `    type: ${j.screaming}_JOB,`,
      `    retryLimit: 3,`,
      `    async handler({ data, progress }) {`,
      `      await progress(0, 1);`,
      `      // The work goes here.`,
      `      await progress(1, 1);`,
      `      return { id: data.id };`,
      `    },`,
      `  };`,
      `}`,
      ``,
    ].join('\n');
    const testText = [
      `import { describe, expect, it, vi } from 'vitest';`,
      `import { ${job}, ${j.screaming}_JOB } from './${jobName}.job';`,
      ``,
      `describe('${j.screaming}_JOB', () => {`,
      `  it('runs its handler and reports its progress', async () => {`,
      `    const job = ${job}();`,
      `    const progress = vi.fn(() => Promise.resolve());`,
      `    expect(job.type).toBe(${j.screaming}_JOB);`,
      `    const ctx = { jobId: 'j1', accountId: 'a1', data: { id: 'x1' }, attempt: 1, progress };`,
      `    await expect(job.handler(ctx)).resolves.toEqual({ id: 'x1' });`,
      `    expect(progress).toHaveBeenLastCalledWith(1, 1);`,
      `  });`,
      `});`,
      ``,
    ].join('\n');
    const part = partFile(moduleName, m, j, {
      imports: [
        `import type { JobDefinition } from '../../../jobs/job-definition';`,
        `import { ${job} } from './${jobName}.job';`,
      ],
      doc: `the ${j.lower} job`,
      usesCtx: false,
      contribution: `jobs: [${job}() as JobDefinition<never>]`,
    });
    return [
      [`${jobName}.part.ts`, part],
      [`${jobName}.job.ts`, jobText],
      [`${jobName}.job.test.ts`, testText],
    ];
  });
}

/**
 * Plans an export source inside an existing module of parts: a part folder `<export-name>/`
 * with `<export-name>.export-source.ts` (params, columns, a paged read to fill in) and the part
 * contributing it (`exportSources: [...]`), wired into composeParts like `part`.
 */
export function planExport(root, moduleName, exportName) {
  return planPartWith(root, moduleName, exportName, (m, x) => {
    const source = `${x.camel}ExportSource`;
    const sourceText = [
      `import { z } from 'zod';`,
      `import { pagedChunks, type ExportSource } from '../../../lib/export-source';`,
      `import type { ${m.pascal}PartContext } from '../${moduleName}.ports';`,
      ``,
      `export interface ${x.pascal}Row {`,
      `  id: string;`,
      `  name: string;`,
      `}`,
      ``,
      `const paramsSchema = z.object({ name: z.string().optional() });`,
      ``,
      `/** ${m.title}: the ${x.lower} export, up to 99,999 rows. Replace the page read and the columns. */`,
      `export function ${source}(`,
      `  ctx: ${m.pascal}PartContext,`,
      `): ExportSource<${x.pascal}Row, z.infer<typeof paramsSchema>> {`,
      `  void ctx;`,
      `  return {`,
      `    kind: '${m.kebab}-${x.kebab}',`,
      `    fileBaseName: '${x.kebab}',`,
      `    sheetName: '${x.title}',`,
      `    params: paramsSchema,`,
      `    columns: [`,
      `      { header: 'ID', width: 38, value: (r) => r.id },`,
      `      { header: 'Nome', width: 28, value: (r) => r.name },`,
      `    ],`,
      `    read: (_params, _scope, chunkSize) =>`,
      `      pagedChunks((_offset, _limit) => Promise.resolve<${x.pascal}Row[]>([]), 99_999, chunkSize),`,
      `  };`,
      `}`,
      ``,
    ].join('\n');
    return [
      [`${exportName}.part.ts`, sourcePart(moduleName, m, x, 'export')],
      [`${exportName}.export-source.ts`, sourceText],
    ];
  });
}

const IMPORT_KINDS_FILE = 'packages/domain/src/imports/import-kinds.ts';

/**
 * Plans an import source inside an existing module of parts: a part folder `<import-name>/`
 * with `<import-name>.import-source.ts` (the file's columns, the row schema and its reader
 * parseRow, the upload route and a writeBatch to fill in), its unit test, and the part
 * contributing it (`importSources: [...]`), wired into composeParts like `part`; the kind
 * `<module>-<import-name>` joins IMPORT_KINDS in the domain package.
 */
export function planImport(root, moduleName, importName) {
  const kind = `${moduleName}-${importName}`;
  const kinds = readFileSync(path.join(root, IMPORT_KINDS_FILE), 'utf8');
  if (kinds.includes(`'${kind}'`)) throw new Error(`${IMPORT_KINDS_FILE} already has '${kind}'`);
  const plan = planPartWith(root, moduleName, importName, (m, x) => {
    const source = `${x.camel}ImportSource`;
    const sourceText = [
      `import { z } from 'zod';`,
      `import { VALIDATION_MESSAGES } from '@lastro/domain';`,
      `import type { ImportRowError, ImportSource } from '../../../lib/import-source';`,
      `import { ADMIN_ONLY } from '../../../plugins/route-auth';`,
      `import type { ${m.pascal}PartContext } from '../${moduleName}.ports';`,
      ``,
      `/** The file's columns (normalised headers), in the template's order. */`,
      `export const ${x.screaming}_COLUMNS = ['nome', 'valor'] as const;`,
      ``,
      `/** One row of the file: replace with the domain schema of the screen it stands for. */`,
      `const rowSchema = z.object({`,
      `  nome: z.string().trim().min(1, VALIDATION_MESSAGES.required),`,
      `  valor: z.coerce.number({ error: VALIDATION_MESSAGES.required }),`,
      `});`,
      `export type ${x.pascal}Row = z.output<typeof rowSchema>;`,
      ``,
      `/** A CSV record -> the row, or its first error (the failed-rows file's \`erro\`). */`,
      `export function parse${x.pascal}Record(record: Record<string, string>): ${x.pascal}Row | ImportRowError {`,
      `  const parsed = rowSchema.safeParse({ nome: record.nome ?? '', valor: record.valor ?? '' });`,
      `  return parsed.success ? parsed.data : { error: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required };`,
      `}`,
      ``,
      `/** ${m.title}: the ${x.lower} import (POST /api/${m.kebab}/${x.kebab}/upload). Fill in writeBatch. */`,
      `export function ${source}(ctx: ${m.pascal}PartContext): ImportSource<${x.pascal}Row, Record<string, never>> {`,
      `  void ctx;`,
      `  return {`,
      `    kind: '${kind}',`,
      `    route: { url: '/${m.kebab}/${x.kebab}/upload', auth: ADMIN_ONLY, summary: 'Importa ${x.lower}', tags: ['${m.kebab}'] },`,
      `    options: z.object({}),`,
      `    columns: ${x.screaming}_COLUMNS,`,
      `    parseRow: (record) => parse${x.pascal}Record(record),`,
      `    // Set-based and idempotent per row: the same file again writes nothing twice.`,
      `    writeBatch: (_rows) => Promise.resolve(new Map<number, string>()),`,
      `  };`,
      `}`,
      ``,
    ].join('\n');
    const testText = [
      `import { describe, expect, it } from 'vitest';`,
      `import { VALIDATION_MESSAGES } from '@lastro/domain';`,
      `import type { ${m.pascal}PartContext } from '../${moduleName}.ports';`,
      `import { ${source}, parse${x.pascal}Record } from './${importName}.import-source';`,
      ``,
      `describe('${source}', () => {`,
      `  it('reads a record into a row and refuses a bad one with its error', () => {`,
      `    expect(parse${x.pascal}Record({ nome: ' Um ', valor: '12.5' })).toEqual({ nome: 'Um', valor: 12.5 });`,
      `    expect(parse${x.pascal}Record({ nome: '', valor: '1' })).toEqual({ error: VALIDATION_MESSAGES.required });`,
      `  });`,
      ``,
      `  it('declares its kind and upload route, and writes a batch', async () => {`,
      `    const source = ${source}({} as ${m.pascal}PartContext);`,
      `    expect(source.kind).toBe('${kind}');`,
      `    expect(source.route.url).toBe('/${m.kebab}/${x.kebab}/upload');`,
      `    const rows = [{ line: 1, row: { nome: 'Um', valor: 1 }, raw: { nome: 'Um', valor: '1' } }];`,
      `    const scope = { accountId: 'a1', accountType: 'Backoffice' as const, isAdmin: true, creditorId: null };`,
      `    await expect(source.writeBatch(rows, {}, scope, 'i1')).resolves.toEqual(new Map());`,
      `  });`,
      `});`,
      ``,
    ].join('\n');
    return [
      [`${importName}.part.ts`, sourcePart(moduleName, m, x, 'import')],
      [`${importName}.import-source.ts`, sourceText],
      [`${importName}.import-source.test.ts`, testText],
    ];
  });
  const matrixFile = `apps/server/src/test/matrix/${kind}.ts`;
  if (existsSync(path.join(root, matrixFile))) throw new Error(`${matrixFile} exists already`);
  const matrixText = [
    `import { multipart } from '../../modules/creditors/testing';`,
    `import { outcomes, type MatrixEntry } from './types';`,
    ``,
    `/** ${spellings(moduleName).title}: the ${importName} upload, a one-row file (the job it queues reads it). */`,
    `const file = { filename: 'm.csv', contentType: 'text/csv', data: Buffer.from('nome;valor\\nUm;1\\n', 'utf8') };`,
    ``,
    `export const matrix: MatrixEntry[] = [`,
    `  {`,
    `    method: 'POST',`,
    `    url: '/api/${moduleName}/${importName}/upload',`,
    `    expect: outcomes.adminOnly(202),`,
    `    request: () => multipart({}, { file }),`,
    `  },`,
    `];`,
    ``,
  ].join('\n');
  const kindsChanged = insertBefore(
    kinds,
    IMPORT_KINDS_FILE,
    'export const IMPORT_KINDS = [',
    '\n] as const;',
    `\n  '${kind}',`,
  );
  return {
    create: [...plan.create, [matrixFile, matrixText]],
    change: [...plan.change, [IMPORT_KINDS_FILE, kindsChanged]],
  };
}

export function writePlan(root, plan) {
  for (const [rel, text] of [...plan.create, ...plan.change]) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
}

function main(argv) {
  const args = [...argv];
  const option = (flag) => {
    const i = args.indexOf(flag);
    if (i < 0) return undefined;
    const [, value] = args.splice(i, 2);
    if (!value) throw new Error(`${flag} needs a value`);
    return value;
  };
  const root = path.resolve(option('--root') ?? path.join(HERE, '../..'));
  const singular = option('--singular');
  const kinds = { part: planPart, job: planJob, export: planExport, import: planImport };
  if (args[0] in kinds) {
    const [kind, moduleName, partName, ...more] = args;
    if (!moduleName || !partName || more.length)
      throw new Error(`usage: npm run new:module -- ${kind} <module> <${kind}-name>`);
    const plan = kinds[kind](root, moduleName, partName);
    writePlan(root, plan);
    console.log(`created:\n${plan.create.map(([f]) => `  ${f}`).join('\n')}`);
    console.log(`wired into:\n${plan.change.map(([f]) => `  ${f}`).join('\n')}`);
    return;
  }
  const [name, ...rest] = args;
  if (!name || rest.length) throw new Error('usage: npm run new:module -- <name> [--singular <word>]');
  const plan = planModule(root, name, singular);
  writePlan(root, plan);
  console.log(`created:\n${plan.create.map(([f]) => `  ${f}`).join('\n')}`);
  console.log(`registered in:\n${plan.change.map(([f]) => `  ${f}`).join('\n')}`);
  console.log(
    `\nnext: replace the placeholder texts in packages/domain/src/messages/${name}.ts with the spec's, shape the fields,` +
      `\nthen npm run check and: npx vitest run --project server src/modules/${name}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error(`new:module: ${err.message}`);
    process.exit(1);
  }
}
