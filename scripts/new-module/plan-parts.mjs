// The pieces of a module of parts: a part, a job, an export source, an import source.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NAME, insertAfterLast, insertBefore, spellings } from './shared.mjs';

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
