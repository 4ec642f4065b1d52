// Fails when modules of the project import each other in a circle, directly or through others,
// type-only imports included: a circle makes the order of loading matter and the parts
// inseparable. An `import('…')` is not counted: the module it names runs later, once the one that
// asks for it has loaded, and is handed over only when it has loaded whole, so it never shows a
// module half loaded. The web app's route table takes its screens so, and they link through the
// paths that read the table. Run by `npm test` beside lint (scripts/test.sh).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TREES = ['apps/server/src', 'apps/web/src', 'packages/protocol/src', 'e2e', 'bench/src'];
const SOURCE = /\.tsx?$/;
/** `from '…'` and `import '…'` with a relative specifier; `import('…')` is not one. */
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s+)'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)]
    .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
    .filter((target) => known.has(target));
}

/** The strongly connected components of more than one module, or of one importing itself. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  function visit(node: string): void {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = TREES.flatMap((tree) => sourceFiles(path.join(root, tree)));
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
const found = circles(graph);
for (const component of found) {
  console.error(
    `Modules importing each other in a circle:\n  ${component
      .map((file) => path.relative(root, file))
      .sort()
      .join('\n  ')}`,
  );
}
if (found.length > 0) process.exit(1);
console.log(`No import circles among ${String(files.length)} modules.`);
