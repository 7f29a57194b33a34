import fs from 'node:fs';
import path from 'node:path';
import { problemMeta } from './rule-meta.js';

/**
 * No import cycle in the tree. The first file linted reads every source file under the
 * configured folders once (a regular-expression scan of their import/export-from lines, so the
 * whole check costs well under a second), builds the graph of runtime imports (relative paths
 * and the workspace packages; `import type`/`export type` and dynamic import() are left out,
 * they create no cycle at load time), and finds its strongly connected components. Each import
 * that closes a cycle is reported on its line, naming the files of the cycle.
 *
 * Options: { root: absolute repo root, folders: repo-relative folders to scan,
 *            workspaces?: { '@pkg/name': 'folder' } (a bare '@pkg/name' means folder/src/index.ts) }
 */

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IMPORT =
  /^[ \t]*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?(?:\{[^}]*\})?[\w*\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

const toPosix = (p) => p.split(path.sep).join('/');

function listFiles(root, folder, out) {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'dist') continue;
    const rel = `${folder}/${entry.name}`;
    if (entry.isDirectory()) listFiles(root, rel, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** The repo-relative file an import names, or null (a package, or not a scanned file). */
function resolve(known, workspaces, from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else {
    const ws = Object.keys(workspaces).find((n) => specifier === n || specifier.startsWith(`${n}/`));
    if (!ws) return null;
    base = specifier === ws ? `${workspaces[ws]}/src/index` : `${workspaces[ws]}/${specifier.slice(ws.length + 1)}`;
  }
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** Tarjan's strongly connected components of size > 1 (or a file importing itself). */
function cyclicComponents(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // iterative DFS: [node, iterator of its edges]
    const work = [[start, graph.get(start).keys()]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const [v, edges] = work[work.length - 1];
      const next = edges.next();
      if (!next.done) {
        const w = next.value;
        if (!graph.has(w)) continue;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, graph.get(w).keys()]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || graph.get(v).has(v)) components.push(new Set(component));
      }
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return components;
}

/** A shortest path from `from` back to `to` inside one component (the files of one cycle). */
function cyclePath(graph, component, from, to) {
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of graph.get(v).keys()) {
      if (component.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  const out = [];
  for (let v = to; v !== null && v !== undefined; v = prev.get(v)) out.unshift(v);
  return out;
}

/** Scans the tree: file -> Map(target file -> specifiers naming it). */
export function importGraph(root, folders, workspaces = {}) {
  const files = folders.flatMap((f) => listFiles(root, f, []));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = new Map();
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      if (m[1]) continue; // import type / export type
      const target = resolve(known, workspaces, file, m[2]);
      if (target) edges.set(target, [...(edges.get(target) ?? []), m[2]]);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Every cycle as { files, cycle }, found in a fresh scan (used by the rule and its test). */
export function findCycles(root, folders, workspaces = {}) {
  const graph = importGraph(root, folders, workspaces);
  return { graph, components: cyclicComponents(graph) };
}

let cached = null;

const noCycles = {
  meta: problemMeta(
    'no import cycle between source files',
    { root: { type: 'string' }, folders: { type: 'array', items: { type: 'string' } }, workspaces: { type: 'object' } },
    { cycle: 'import cycle: {{cycle}} (break it: lift what both need into a file neither imports).' },
    ['root', 'folders'],
  ),
  create(context) {
    const { root, folders, workspaces = {} } = context.options[0];
    const cacheKey = JSON.stringify([root, folders, workspaces]);
    if (!cached || cached.key !== cacheKey) cached = { key: cacheKey, ...findCycles(root, folders, workspaces) };
    const file = toPosix(path.relative(root, context.filename));
    const component = cached.components.find((c) => c.has(file));
    if (!component) return {};
    const { graph } = cached;
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = node.source.value;
      const target = [...graph.get(file).entries()].find(([, specs]) => specs.includes(specifier))?.[0];
      if (!target || !component.has(target)) return;
      const cycle = [file, ...cyclePath(graph, component, target, file).slice(0, -1), file];
      context.report({ node: node.source, messageId: 'cycle', data: { cycle: cycle.join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default noCycles;
