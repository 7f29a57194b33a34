// The CRUD module: its files from the templates and its registrations in the shared files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NAME, TEMPLATES, insertAfterLast, insertBefore, nextMigrationNumber, replaceAll, replacements, singularOf, spellings, walk } from './shared.mjs';

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
      'packages/domain/src/messages/catalogue.ts',
      (s, f) =>
        insertAfterLast(
          s,
          f,
          /^export \{ .+ \} from '\.\/.+';$/,
          `export { ${screaming}_MESSAGES as ${camel} } from './${kebab}';`,
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

