import path from 'node:path';

/**
 * Import boundaries between folders (DESIGN.md §2), checked on the *resolved* target so that
 * every spelling of a path ('../../features/x', './../features/x/api') is caught alike.
 * Package-name bans (react in the server, fastify in domain, ...) live in eslint.config.js
 * as no-restricted-imports; this rule covers what depends on where a file sits.
 *
 * Options: { root: absolute repo root, rules: [{ from, to, except?, allowTypeOnly?, message }] }
 * where `from`/`to` are regular expressions (strings) matched against repo-relative POSIX paths
 * of the importing file and of the imported target, and `except` exempts importing files.
 * `to` may use $1, $2... to refer to groups captured by `from` (wrapped as (?!...) to mean
 * "another folder than mine").
 */

/** Workspace packages by name, so '@lastro/server/src/x' resolves like a relative path. */
const WORKSPACES = {
  '@lastro/domain': 'packages/domain',
  '@lastro/server': 'apps/server',
  '@lastro/web': 'apps/web',
  '@lastro/e2e': 'e2e',
  '@lastro/bench': 'bench',
};

function toPosix(p) {
  return p.split(path.sep).join('/');
}

/** Repo-relative target of an import specifier, or null for third-party packages. */
function resolveTarget(root, filename, specifier) {
  if (specifier.startsWith('.')) {
    return toPosix(path.relative(root, path.resolve(path.dirname(filename), specifier)));
  }
  for (const [name, dir] of Object.entries(WORKSPACES)) {
    if (specifier === name) return `${dir}/src/index.ts`;
    if (specifier.startsWith(`${name}/`)) return `${dir}/${specifier.slice(name.length + 1)}`;
  }
  return null;
}

function substitute(pattern, groups) {
  return pattern.replace(/\$(\d)/g, (_, i) =>
    (groups[Number(i)] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the folder import boundaries of DESIGN.md §2' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          rules: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                except: { type: 'string' },
                allowTypeOnly: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['from', 'to', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'rules'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: "'{{specifier}}': {{message}}" },
  },
  create(context) {
    const { root, rules } = context.options[0];
    const file = toPosix(path.relative(root, context.filename));
    const active = [];
    for (const r of rules) {
      const m = new RegExp(r.from).exec(file);
      if (!m) continue;
      if (r.except && new RegExp(r.except).test(file)) continue;
      active.push({ ...r, toRe: new RegExp(substitute(r.to, m)) });
    }
    if (active.length === 0) return {};

    function check(node, source, typeOnly) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveTarget(root, context.filename, source.value);
      if (target === null) return;
      for (const r of active) {
        if (typeOnly && r.allowTypeOnly) continue;
        if (r.toRe.test(target)) {
          context.report({
            node: source,
            messageId: 'forbidden',
            data: { specifier: source.value, message: r.message },
          });
          return;
        }
      }
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source, false);
      },
    };
  },
};

export default { rules: { boundaries } };
