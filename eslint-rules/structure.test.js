// The structure rules of issue 22 as the real eslint.config.js applies them: no fetch() in
// features, no visible text written in JSX, and no import cycle (on a scratch tree).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import noCycles, { findCycles } from './no-cycles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids reported when `code` sits at `file` (the file need not exist). */
async function reported(file, code, rules) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => rules.includes(m.ruleId ?? '')).map((m) => `${m.ruleId}:${m.line}`);
}

describe('no fetch() in features', () => {
  const FETCH = ['no-restricted-globals', 'no-restricted-properties'];
  it('features call the server through lib/', async () => {
    const code = "void fetch('/api/x');\nvoid window.fetch('/api/x');\nvoid globalThis.fetch('/api/x');\nexport {};\n";
    expect(await reported('apps/web/src/features/x/api/get-x.ts', code, FETCH)).toEqual([
      'no-restricted-globals:1',
      'no-restricted-properties:2',
      'no-restricted-properties:3',
    ]);
    expect(await reported('apps/web/src/lib/x.ts', code, FETCH)).toEqual([]);
  });
});

describe('no visible text in JSX', () => {
  const RULE = ['structure/jsx-text'];
  const component = (body) => `export function X({ n }: { n: number }) {\n  return (\n${body}\n  );\n}\n`;
  it('reports letters in text, string children and visible attributes', async () => {
    const code = component(
      [
        '    <div title="Título" aria-label={\'Rótulo\'} className="box" data-testid="x">',
        '      Salvar',
        "      {'Cancelar'}",
        '      <input placeholder={`Buscar`} name="q" />',
        '    </div>',
      ].join('\n'),
    );
    expect(await reported('apps/web/src/features/x/components/X.tsx', code, RULE)).toEqual([
      'structure/jsx-text:3',
      'structure/jsx-text:3',
      'structure/jsx-text:3',
      'structure/jsx-text:5',
      'structure/jsx-text:6',
    ]);
    expect(await reported('apps/web/src/components/X/X.tsx', code, RULE)).toHaveLength(5);
  });

  it('lets punctuation, numbers, whitespace and expressions through; tests and app/ are not checked', async () => {
    const ok = component("    <span title={M.title}>\n      {n} / {n} — (%) {' · '} 12,5\n      {M.save}\n    </span>");
    expect(await reported('apps/web/src/features/x/components/X.tsx', ok, RULE)).toEqual([]);
    const text = component('    <b>Salvar</b>');
    expect(await reported('apps/web/src/features/x/components/X.test.tsx', text, RULE)).toEqual([]);
    expect(await reported('apps/web/src/app/X.tsx', text, RULE)).toEqual([]);
  });
});

describe('no import cycles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('src/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('src/b.ts', "import { c } from './sub';\nexport const b = () => c;\n");
  write('src/sub/index.ts', "export { c } from '../c.js';\n");
  write('src/c.ts', "import {\n  a,\n} from './a';\nexport const c = () => a;\n");
  write('src/d.ts', "import type { a } from './a';\nimport { x } from 'pkg';\nexport type D = typeof a | typeof x;\n");
  write('src/e.ts', "import { d } from '@pkg/d';\nexport const e = () => import('./a');\n");
  write('pkg/src/index.ts', "import { e } from '../../src/e';\nexport const d = e;\n");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const options = { root: dir, folders: ['src', 'pkg/src'], workspaces: { '@pkg/d': 'pkg' } };

  it('finds the cycles through index files, .js specifiers and workspace names, not type or dynamic imports', () => {
    const { components } = findCycles(dir, options.folders, options.workspaces);
    expect(components.map((c) => [...c].sort())).toEqual(
      expect.arrayContaining([
        ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/sub/index.ts'],
        ['pkg/src/index.ts', 'src/e.ts'],
      ]),
    );
    expect(components).toHaveLength(2);
  });

  it('reports the import that closes a cycle, naming its files', () => {
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config = {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { structure: { rules: { 'no-cycles': noCycles } } },
      rules: { 'structure/no-cycles': ['error', options] },
    };
    const file = path.join(dir, 'src/a.ts');
    const messages = linter.verify(fs.readFileSync(file, 'utf8'), config, file);
    expect(messages.map((m) => m.message)).toEqual([
      'import cycle: src/a.ts -> src/b.ts -> src/sub/index.ts -> src/c.ts -> src/a.ts (break it: lift what both need into a file neither imports).',
    ]);
    const clean = path.join(dir, 'src/d.ts');
    expect(linter.verify(fs.readFileSync(clean, 'utf8'), config, clean)).toEqual([]);
  });
});
