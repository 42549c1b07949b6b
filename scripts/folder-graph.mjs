// Prints the server's folder graph, floor by floor, and fails on a loop between folders or on a
// folder no floor names (scripts/server-floors.mjs). Tests are left out: nothing imports a test.
// `npm run graph` prints it (`-- --files`: with the imports behind each edge); `npm run check` runs
// it with --quiet.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_FLOORS, serverFolderOf } from './server-floors.mjs';

const IMPORT = /(?:from|import)\s*\(?\s*'([.#][^']+)'/g;

function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every edge between two folders of the server under `root`, with the imports that make it. */
export function folderGraph(root) {
  const edges = new Map();
  for (const file of sourceFiles(root)) {
    const from = serverFolderOf(path.relative(root, file).split(path.sep).join('/'));
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = specifier.startsWith('#server/')
        ? path.join(root, specifier.slice('#server/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null;
      if (!target) continue;
      const relative = path.relative(root, target).split(path.sep).join('/');
      const to = serverFolderOf(relative.includes('/') ? relative : `${relative.replace(/\.ts$/, '')}.ts`);
      if (to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${path.relative(root, file)} imports ${specifier}`]);
    }
  }
  return edges;
}

/** The loops of the graph: its strongly connected parts of two folders or more (Tarjan's). */
export function loopsOf(edges) {
  const next = new Map();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) loops.push(part.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return loops;
}

/** Folders of the graph that no floor names. */
function unplacedFolders(edges) {
  const placed = (folder) =>
    SERVER_FLOORS.some(({ members }) =>
      members.includes(folder.startsWith('features/') ? 'features' : folder),
    );
  const folders = new Set([...edges.keys()].flatMap((key) => key.split(' -> ')));
  return [...folders].filter((folder) => !placed(folder)).sort();
}

function print(edges, withFiles) {
  const floorOf = (folder) =>
    SERVER_FLOORS.findIndex(({ members }) =>
      members.includes(folder.startsWith('features/') ? 'features' : folder),
    );
  const sorted = [...edges].sort(([a], [b]) => {
    const [fromA] = a.split(' -> ');
    const [fromB] = b.split(' -> ');
    return floorOf(fromA) - floorOf(fromB) || a.localeCompare(b);
  });
  let floor = -2;
  for (const [key, imports] of sorted) {
    const here = floorOf(key.split(' -> ')[0]);
    if (here !== floor) console.log(`\n${SERVER_FLOORS[here]?.name ?? 'not placed'}:`);
    floor = here;
    console.log(`  ${key} (${imports.length})`);
    if (withFiles) for (const line of imports) console.log(`      ${line}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const edges = folderGraph('src/server');
  if (!process.argv.includes('--quiet')) print(edges, process.argv.includes('--files'));
  const loops = loopsOf(edges);
  const unplaced = unplacedFolders(edges);
  for (const loop of loops) console.error(`\nA loop between folders: ${loop.join(', ')}`);
  for (const folder of unplaced)
    console.error(`\n${folder} is on no floor: add it to scripts/server-floors.mjs`);
  if (loops.length > 0 || unplaced.length > 0) process.exit(1);
  console.log(`Server folder graph: ${edges.size} edges, no loop.`);
}
