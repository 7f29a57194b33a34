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
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HERE } from './shared.mjs';
import { planModule } from './plan-module.mjs';
import { planExport, planImport, planJob, planPart } from './plan-parts.mjs';

export { singularOf, spellings } from './shared.mjs';
export { planModule } from './plan-module.mjs';
export { planExport, planImport, planJob, planPart } from './plan-parts.mjs';

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
