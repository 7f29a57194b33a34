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
 * Plans a job inside an existing module of parts: a part folder `<job-name>/` whose part
 * contributes the job (`<job-name>.job.ts`: type, data, definition and handler; its unit test),
 * wired into composeParts like `part`. Same refusals as planPart.
 */
export function planJob(root, moduleName, jobName) {
  const plan = planPart(root, moduleName, jobName);
  const m = spellings(moduleName);
  const j = spellings(jobName);
  const dir = `apps/server/src/modules/${moduleName}/${jobName}`;
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
  const partText = [
    `import type { JobDefinition } from '../../../jobs/job-definition';`,
    `import type { ${m.pascal}Part, ${m.pascal}PartContext } from '../${moduleName}.ports';`,
    `import { ${job} } from './${jobName}.job';`,
    ``,
    `/** ${m.title}: the ${j.lower} job. */`,
    `export function create${j.pascal}Part(ctx: ${m.pascal}PartContext): ${m.pascal}Part {`,
    `  void ctx;`,
    `  return { jobs: [${job}() as JobDefinition<never>] };`,
    `}`,
    ``,
  ].join('\n');
  return {
    create: [
      [`${dir}/${jobName}.part.ts`, partText],
      [`${dir}/${jobName}.job.ts`, jobText],
      [`${dir}/${jobName}.job.test.ts`, testText],
    ],
    change: plan.change,
  };
}

/**
 * Plans an export source inside an existing module of parts: a part folder `<export-name>/`
 * with `<export-name>.export-source.ts` (params, columns, a paged read to fill in) and the part
 * contributing it (`exportSources: [...]`), wired into composeParts like `part`.
 */
export function planExport(root, moduleName, exportName) {
  const plan = planPart(root, moduleName, exportName);
  const m = spellings(moduleName);
  const x = spellings(exportName);
  const dir = `apps/server/src/modules/${moduleName}/${exportName}`;
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
  const partText = [
    `import type { ${m.pascal}Part, ${m.pascal}PartContext } from '../${moduleName}.ports';`,
    `import { ${source} } from './${exportName}.export-source';`,
    ``,
    `/** ${m.title}: the ${x.lower} export. */`,
    `export function create${x.pascal}Part(ctx: ${m.pascal}PartContext): ${m.pascal}Part {`,
    `  return { exportSources: [${source}(ctx)] };`,
    `}`,
    ``,
  ].join('\n');
  return {
    create: [
      [`${dir}/${exportName}.part.ts`, partText],
      [`${dir}/${exportName}.export-source.ts`, sourceText],
    ],
    change: plan.change,
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
  const kinds = { part: planPart, job: planJob, export: planExport };
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
