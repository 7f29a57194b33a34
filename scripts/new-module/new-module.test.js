import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  planExport,
  planImport,
  planJob,
  planModule,
  planPart,
  singularOf,
  spellings,
  writePlan,
} from './new-module.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shared files the generator edits: copied, so the test never writes into the tree. */
const SHARED = [
  'apps/server/src/app.ts',
  'apps/server/src/db/schema/index.ts',
  'packages/domain/src/index.ts',
  'packages/domain/src/messages/catalogue.ts',
  'packages/domain/src/schemas/sort.ts',
  'apps/web/src/lib/paths.ts',
  'apps/web/src/app/feature-routes.tsx',
  'apps/web/src/app/menu.ts',
  'apps/web/src/app/breadcrumbs.ts',
];

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'lastro-new-module-'));
  for (const f of SHARED) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    cpSync(path.join(REPO, f), path.join(root, f));
  }
  cpSync(path.join(REPO, 'apps/server/src/db/migrations'), path.join(root, 'apps/server/src/db/migrations'), {
    recursive: true,
  });
  mkdirSync(path.join(root, 'apps/server/src/modules/partners'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (rel) => readFileSync(path.join(root, rel), 'utf8');

/** The worked example of a module of parts, copied for the part, job, export and import kinds. */
const copyCommitments = () =>
  cpSync(
    path.join(REPO, 'apps/server/src/modules/commitments'),
    path.join(root, 'apps/server/src/modules/commitments'),
    { recursive: true },
  );

/** Plans one kind in a copy of commitments and checks the files it creates (names in the part folder). */
function plannedInCommitments(planKind, name, files) {
  copyCommitments();
  const plan = planKind(root, 'commitments', name);
  const dir = `apps/server/src/modules/commitments/${name}`;
  expect(plan.create.map(([f]) => f)).toEqual(files.map((f) => (f.includes('/') ? f : `${dir}/${f}`)));
  return { plan, dir };
}

/** Syntax errors TypeScript finds in a file (the full type check is `npm run check` on a real tree). */
function syntaxErrors(rel) {
  const kind = rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(rel, read(rel), ts.ScriptTarget.ES2023, true, kind);
  return source.parseDiagnostics.map(
    (d) => `${rel}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );
}

describe('new:module', () => {
  it('spells names and singulars', () => {
    expect(spellings('credit-notes')).toEqual({
      kebab: 'credit-notes',
      snake: 'credit_notes',
      camel: 'creditNotes',
      pascal: 'CreditNotes',
      screaming: 'CREDIT_NOTES',
      lower: 'credit notes',
      title: 'Credit notes',
    });
    expect([
      singularOf('widgets'),
      singularOf('categories'),
      singularOf('boxes'),
      singularOf('staff'),
    ]).toEqual(['widget', 'category', 'box', null]);
  });

  it('creates every piece of a module and registers it in the shared files', () => {
    const before = readdirSync(path.join(root, 'apps/server/src/db/migrations')).sort();
    writePlan(root, planModule(root, 'credit-notes'));

    const expected = [
      'apps/server/src/modules/credit-notes/credit-notes.module.ts',
      'apps/server/src/modules/credit-notes/credit-notes.service.ts',
      'apps/server/src/modules/credit-notes/credit-notes.repository.ts',
      'apps/server/src/modules/credit-notes/credit-notes.test.ts',
      'apps/server/src/db/schema/credit-notes.ts',
      'apps/server/src/test/matrix/credit-notes.ts',
      'packages/domain/src/schemas/credit-notes.ts',
      'packages/domain/src/messages/credit-notes.ts',
      'apps/web/src/features/credit-notes/routes.tsx',
      'apps/web/src/features/credit-notes/pages/CreditNotesListPage.tsx',
      'apps/web/src/features/credit-notes/pages/CreditNoteFormPage.tsx',
      'apps/web/src/features/credit-notes/components/CreditNoteForm.tsx',
      'apps/web/src/features/credit-notes/components/CreditNoteForm.test.tsx',
      'apps/web/src/features/credit-notes/api/credit-notes-api.ts',
      'e2e/pages/CreditNotesPage.ts',
      'e2e/tests/credit-notes.spec.ts',
    ];
    for (const f of expected) expect(existsSync(path.join(root, f)), f).toBe(true);

    const migrations = readdirSync(path.join(root, 'apps/server/src/db/migrations')).sort();
    const added = migrations.filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{4}_credit_notes\.sql$/);
    expect(added[0] > before.at(-1)).toBe(true);
    expect(read(`apps/server/src/db/migrations/${added[0]}`)).toContain(
      'create table if not exists credit_notes',
    );

    // No placeholder spelling survives anywhere.
    for (const f of [...expected, `apps/server/src/db/migrations/${added[0]}`])
      expect(read(f), f).not.toMatch(/sample[-_ ]?item/i);

    expect(read('apps/server/src/app.ts')).toContain(
      "import creditNotesModule from './modules/credit-notes/credit-notes.module';",
    );
    expect(read('apps/server/src/app.ts')).toMatch(/\n {2}creditNotesModule,\n\];/);
    expect(read('apps/server/src/db/schema/index.ts')).toContain("export * from './credit-notes';");
    expect(read('packages/domain/src/index.ts')).toContain("export * from './schemas/credit-notes';");
    expect(read('packages/domain/src/messages/catalogue.ts')).toContain(
      "export { CREDIT_NOTES_MESSAGES as creditNotes } from './credit-notes';",
    );
    expect(read('packages/domain/src/schemas/sort.ts')).toContain(
      "creditNotes: ['name', 'description', 'createdAt'],",
    );
    expect(read('apps/web/src/lib/paths.ts')).toContain("root: page('credit-notes'),");
    expect(read('apps/web/src/app/feature-routes.tsx')).toContain(
      "import('../features/credit-notes/routes')",
    );
    expect(read('apps/web/src/app/menu.ts')).toContain('to: paths.creditNotes.root.path, adminOnly: true');
    expect(read('apps/web/src/app/breadcrumbs.ts')).toContain(
      '[paths.creditNotes.root.segment]: MESSAGES.creditNotes.title,',
    );

    const tsFiles = [...expected, ...SHARED].filter((f) => /\.tsx?$/.test(f));
    expect(tsFiles.flatMap(syntaxErrors)).toEqual([]);
  });

  it('refuses a bad or taken name and then writes nothing', () => {
    const snapshot = () => SHARED.map(read).join('\n');
    const untouched = snapshot();
    expect(() => planModule(root, 'Widgets')).toThrow(/kebab-case/);
    expect(() => planModule(root, 'staff')).toThrow(/--singular/);
    expect(() => planModule(root, 'partners')).toThrow(/exists already/);
    expect(snapshot()).toBe(untouched);
    expect(readdirSync(path.join(root, 'apps/server/src/modules'))).toEqual(['partners']);
    writeFileSync(
      path.join(root, 'apps/web/src/lib/paths.ts'),
      read('apps/web/src/lib/paths.ts').replace('\n} as const;', '\n  gadgets: {},\n} as const;'),
    );
    expect(() => planModule(root, 'gadgets')).toThrow(/paths.ts already has/);
  });

  // The domain package is small enough to type-check here (the server and web app take
  // minutes on a busy machine: `npm run check` covers them on a real tree).
  it(
    'leaves the domain package type-checking with the new schemas, messages and sort keys',
    { timeout: 180_000 },
    () => {
      cpSync(path.join(REPO, 'packages/domain'), path.join(root, 'packages/domain'), { recursive: true });
      cpSync(path.join(REPO, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
      symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
      writePlan(root, planModule(root, 'credit-notes'));
      const tsc = spawnSync(
        process.execPath,
        [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'packages/domain'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
      expect(read('packages/domain/src/messages/credit-notes.ts')).toContain(
        'export const CREDIT_NOTES_MESSAGES',
      );
    },
  );

  it('takes an explicit singular', () => {
    const plan = planModule(root, 'staff', 'staff-member');
    expect(plan.create.map(([f]) => f)).toContain(
      'apps/web/src/features/staff/components/StaffMemberForm.tsx',
    );
  });

  it('adds a part to a module of parts and refuses a module not on composeParts', () => {
    copyCommitments();
    const moduleFile = 'apps/server/src/modules/commitments/commitments.module.ts';
    const plan = planPart(root, 'commitments', 'fee-rules');
    expect(plan.create.map(([f]) => f)).toEqual([
      'apps/server/src/modules/commitments/fee-rules/fee-rules.part.ts',
    ]);
    writePlan(root, plan);
    expect(read(moduleFile)).toContain("import { createFeeRulesPart } from './fee-rules/fee-rules.part';");
    expect(read(moduleFile)).toMatch(/\n {6}createFeeRulesPart\(partCtx\),\n {4}\]\);/);
    expect(read('apps/server/src/modules/commitments/fee-rules/fee-rules.part.ts')).toContain(
      'export function createFeeRulesPart(ctx: CommitmentsPartContext): CommitmentsPart',
    );
    expect([moduleFile, plan.create[0][0]].flatMap(syntaxErrors)).toEqual([]);
    expect(() => planPart(root, 'commitments', 'fee-rules')).toThrow(/exists already/);
    expect(() => planPart(root, 'partners', 'things')).toThrow(/not a module of parts/);
    expect(() => planPart(root, 'nowhere', 'things')).toThrow(/does not exist/);
  });

  it('adds a job as a part that contributes it, with its unit test', () => {
    const { plan, dir } = plannedInCommitments(planJob, 'fee-sweep', [
      'fee-sweep.part.ts',
      'fee-sweep.job.ts',
      'fee-sweep.job.test.ts',
    ]);
    writePlan(root, plan);
    expect(read(`${dir}/fee-sweep.job.ts`)).toContain("export const FEE_SWEEP_JOB = 'commitments.feeSweep';");
    expect(read(`${dir}/fee-sweep.part.ts`)).toContain(
      'return { jobs: [createFeeSweepJob() as JobDefinition<never>] };',
    );
    expect(read('apps/server/src/modules/commitments/commitments.module.ts')).toContain(
      'createFeeSweepPart(partCtx),',
    );
    expect(plan.create.map(([f]) => f).flatMap(syntaxErrors)).toEqual([]);
  });

  it('adds an export source as a part that contributes it', () => {
    const { plan, dir } = plannedInCommitments(planExport, 'fee-report', [
      'fee-report.part.ts',
      'fee-report.export-source.ts',
    ]);
    writePlan(root, plan);
    expect(read(`${dir}/fee-report.export-source.ts`)).toContain("kind: 'commitments-fee-report',");
    expect(read(`${dir}/fee-report.part.ts`)).toContain(
      'return { exportSources: [feeReportExportSource(ctx)] };',
    );
    expect(read('apps/server/src/modules/commitments/commitments.module.ts')).toContain(
      'createFeeReportPart(partCtx),',
    );
    expect(plan.create.map(([f]) => f).flatMap(syntaxErrors)).toEqual([]);
    expect(() => planExport(root, 'partners', 'things')).toThrow(/not a module of parts/);
  });

  it('adds an import source as a part that contributes it, with its test, matrix entry and kind', () => {
    const kindsFile = 'packages/domain/src/imports/import-kinds.ts';
    mkdirSync(path.dirname(path.join(root, kindsFile)), { recursive: true });
    cpSync(path.join(REPO, kindsFile), path.join(root, kindsFile));
    const { plan, dir } = plannedInCommitments(planImport, 'fee-rows', [
      'fee-rows.part.ts',
      'fee-rows.import-source.ts',
      'fee-rows.import-source.test.ts',
      'apps/server/src/test/matrix/commitments-fee-rows.ts',
    ]);
    expect(plan.change.map(([f]) => f)).toEqual([
      'apps/server/src/modules/commitments/commitments.module.ts',
      kindsFile,
    ]);
    writePlan(root, plan);
    expect(read(`${dir}/fee-rows.import-source.ts`)).toContain("kind: 'commitments-fee-rows',");
    expect(read(`${dir}/fee-rows.import-source.ts`)).toContain("url: '/commitments/fee-rows/upload'");
    expect(read(`${dir}/fee-rows.part.ts`)).toContain(
      'return { importSources: [feeRowsImportSource(ctx)] };',
    );
    expect(read('apps/server/src/test/matrix/commitments-fee-rows.ts')).toContain(
      "url: '/api/commitments/fee-rows/upload',",
    );
    expect(read('apps/server/src/modules/commitments/commitments.module.ts')).toContain(
      'createFeeRowsPart(partCtx),',
    );
    expect(read(kindsFile)).toMatch(/\n {2}'commitments-fee-rows',\n\] as const;/);
    expect([...plan.create.map(([f]) => f), kindsFile].flatMap(syntaxErrors)).toEqual([]);
    expect(() => planImport(root, 'commitments', 'fee-rows')).toThrow(/already has 'commitments-fee-rows'/);
    expect(() => planImport(root, 'partners', 'things')).toThrow(/not a module of parts/);
  });
});
