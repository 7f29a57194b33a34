// The import boundaries of DESIGN.md §2 as the real eslint.config.js applies them: each case
// lints a snippet as if it were the named file (the file need not exist).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = ['lastro/boundaries', '@typescript-eslint/no-restricted-imports'];

/** The import specifiers reported by a boundary rule when `code` sits at `file`. */
async function forbidden(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ''))
    .map((m) => /'([^']+)'/.exec(m.message)?.[1])
    .sort();
}

function imports(...specifiers) {
  return specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n') + `\nexport {};`;
}

describe('import boundaries', () => {
  it('packages/domain imports only zod and its own files; tests may use test tools', async () => {
    expect(
      await forbidden(
        'packages/domain/src/x/a.ts',
        imports('zod', '../format/masks', 'node:fs', 'react', '../../../../apps/server/src/app'),
      ),
    ).toEqual(['../../../../apps/server/src/app', 'node:fs', 'react']);
    expect(
      await forbidden(
        'packages/domain/src/x/a.test.ts',
        imports('vitest', 'fast-check', 'node:fs', 'fastify'),
      ),
    ).toEqual(['fastify']);
  });

  it('web and server never import each other', async () => {
    expect(
      await forbidden(
        'apps/web/src/lib/a.ts',
        imports('@lastro/domain', '@lastro/server', '../../../server/src/app', 'fastify'),
      ),
    ).toEqual(['../../../server/src/app', '@lastro/server', '@lastro/server', 'fastify']);
    expect(
      await forbidden(
        'apps/server/src/lib/a.ts',
        imports('@lastro/domain', 'react', '@mui/material', '../../../web/src/lib/api'),
      ),
    ).toEqual(['../../../web/src/lib/api', '@mui/material', 'react']);
  });

  it('web components/ and lib/ never import features/ or app/', async () => {
    expect(
      await forbidden(
        'apps/web/src/components/A/A.tsx',
        imports('../../lib/api', '../../features/x/api/get', '../../app/router', '../B'),
      ),
    ).toEqual(['../../app/router', '../../features/x/api/get']);
  });

  it('a feature never imports another feature nor app/', async () => {
    expect(
      await forbidden(
        'apps/web/src/features/foo/pages/P.tsx',
        imports(
          '../api/get',
          '../../foo/components/C',
          '../../../components',
          '../../bar/api/get',
          '../../foobar/x',
          '../../../app/menu',
        ),
      ),
    ).toEqual(['../../../app/menu', '../../bar/api/get', '../../foobar/x']);
    const dynamic = "export const load = () => import('../baz/routes');";
    expect(await forbidden('apps/web/src/features/foo/routes.tsx', dynamic)).toEqual(['../baz/routes']);
  });

  it('server plugins/, integrations/, jobs/ and lib/ never import modules/', async () => {
    expect(
      await forbidden(
        'apps/server/src/plugins/p.ts',
        imports('../lib/errors', '../modules/auth/auth.service'),
      ),
    ).toEqual(['../modules/auth/auth.service']);
    expect(
      await forbidden('apps/server/src/integrations/cep/c.ts', imports('../../modules/x/x.service')),
    ).toEqual(['../../modules/x/x.service']);
    expect(
      await forbidden('apps/server/src/jobs/runner.ts', imports('./job-definition', '../modules/exports/export-job')),
    ).toEqual(['../modules/exports/export-job']);
    expect(await forbidden('apps/server/src/lib/module.ts', imports('../modules/x/x.module'))).toEqual([
      '../modules/x/x.module',
    ]);
    // Test code wires whole modules together.
    expect(await forbidden('apps/server/src/jobs/runner.test.ts', imports('../modules/x/x.module'))).toEqual([]);
  });

  it('only repositories (and db, jobs, cli, test code) touch drizzle-orm and the schema', async () => {
    const db = imports('drizzle-orm', '../../db/schema');
    const ownTables = imports('drizzle-orm', '../../db/schema/foo');
    expect(await forbidden('apps/server/src/modules/foo/foo.service.ts', db)).toEqual([
      '../../db/schema',
      'drizzle-orm',
    ]);
    expect(await forbidden('apps/server/src/modules/foo/foo.routes.ts', db)).toEqual([
      '../../db/schema',
      'drizzle-orm',
    ]);
    expect(await forbidden('apps/server/src/modules/foo/foo.repository.ts', ownTables)).toEqual([]);
    expect(await forbidden('apps/server/src/modules/foo/foo.test.ts', db)).toEqual([]);
    expect(await forbidden('apps/server/src/jobs/runner.ts', imports('drizzle-orm', '../db/schema'))).toEqual(
      [],
    );
    const typesOnly =
      "import type { SQL } from 'drizzle-orm';\nimport type { accounts } from '../../db/schema';\nexport type T = SQL | typeof accounts;";
    expect(await forbidden('apps/server/src/modules/foo/foo.service.ts', typesOnly)).toEqual([]);
  });

  it("a module uses another only through the other's ports, imported for their types", async () => {
    expect(
      await forbidden(
        'apps/server/src/modules/foo/foo.service.ts',
        imports(
          '../bar/bar.service',
          '../bar/bar.repository',
          '../bar/bar.routes',
          '../bar/bar.common',
          '../bar/sub/sub.service',
          '../bar/bar.ports',
          './foo.repository',
          './sub/sub.service',
          '../../lib/errors',
        ),
      ),
    ).toEqual([
      '../bar/bar.common',
      '../bar/bar.ports',
      '../bar/bar.repository',
      '../bar/bar.routes',
      '../bar/bar.service',
      '../bar/sub/sub.service',
    ]);
    const typesOnly = "import type { BarPort } from '../../bar/bar.ports';\nexport type T = BarPort;";
    expect(await forbidden('apps/server/src/modules/foo/sub/sub.service.ts', typesOnly)).toEqual([]);
    // Tests may use another module's test helpers.
    expect(await forbidden('apps/server/src/modules/foo/foo.test.ts', imports('../bar/testing'))).toEqual([]);
  });

  it("a module's entry file takes from its sub-folders only their *.part files", async () => {
    expect(
      await forbidden(
        'apps/server/src/modules/foo/foo.module.ts',
        imports(
          './foo.ports',
          './foo.part',
          './foo.service',
          './list/list.part',
          './list/list.part.ts',
          './list/list.service',
          './list/list.routes',
          './list/deep/deep.part',
          '../../lib/module-parts',
        ),
      ),
    ).toEqual(['./list/deep/deep.part', './list/list.routes', './list/list.service']);
    // Other files of the module, and a folder's own part, wire the folder freely.
    expect(await forbidden('apps/server/src/modules/foo/foo.part.ts', imports('./list/list.service'))).toEqual([]);
    expect(await forbidden('apps/server/src/modules/foo/list/list.part.ts', imports('./list.service', './list.routes'))).toEqual([]);
  });

  it('app.ts reaches modules only through their entry file; nothing else outside modules/ does', async () => {
    expect(
      await forbidden(
        'apps/server/src/app.ts',
        imports('./modules/foo/foo.module', './modules/foo/foo.routes', './modules/foo/bar.module', './lib/module'),
      ),
    ).toEqual(['./modules/foo/bar.module', './modules/foo/foo.routes']);
    expect(await forbidden('apps/server/src/main.ts', imports('./modules/foo/foo.module', './app'))).toEqual([
      './modules/foo/foo.module',
    ]);
  });

  it("a repository touches only its own module's tables, from their schema file", async () => {
    expect(
      await forbidden(
        'apps/server/src/modules/foo/sub/sub.repository.ts',
        imports('../../../db/schema/foo', '../../../db/schema/common', '../../../db/schema/bar', '../../../db/schema'),
      ),
    ).toEqual(['../../../db/schema', '../../../db/schema/bar']);
    // A module whose tables sit in a differently named file is listed in eslint.config.js.
    expect(
      await forbidden(
        'apps/server/src/modules/files/files.repository.ts',
        imports('../../db/schema/jobs', '../../db/schema/creditors'),
      ),
    ).toEqual(['../../db/schema/creditors']);
  });

  it("another module's tables never, its published read-only views yes", async () => {
    expect(
      await forbidden(
        'apps/server/src/modules/access/profiles/profiles.repository.ts',
        imports('../../../db/schema/access', '../../../db/schema/creditors', '../../../db/schema/creditors.views'),
      ),
    ).toEqual(['../../../db/schema/creditors']);
    expect(
      await forbidden(
        'apps/server/src/modules/creditors/partnerships/partnerships.repository.ts',
        imports('../../../db/schema/creditors', '../../../db/schema/partners', '../../../db/schema/partners.views'),
      ),
    ).toEqual(['../../../db/schema/partners']);
    expect(
      await forbidden('apps/server/src/modules/partners/partners.repository.ts', imports('../../db/schema/registers')),
    ).toEqual(['../../db/schema/registers']);
  });
});
