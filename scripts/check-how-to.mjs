// Keeps the how-tos true: every ```ts or ```tsx block in docs/how-to names the file it is taken
// from (```ts from=src/server/features/comments/routes.ts), and its lines are that file's lines, in
// order, one after another. The code shown is code that compiles and runs. `...` stands for what the
// excerpt leaves out: on a line of its own (or opening a comment) any number of lines, inside a line
// any text.
// Blank lines and comments may differ. Run by `npm run check`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const HOW_TO = 'docs/how-to';
const BLOCK = /^([ \t]*)```(ts|tsx)([^\n]*)\n([\s\S]*?)^\1```[ \t]*$/gm;

/** Where a line's own comment starts (a `//` outside any quote), or -1. */
function commentStart(line) {
  let quote = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '/' && line[index + 1] === '/') return index;
  }
  return -1;
}

/** A line as compared: no indentation and no comment of its own. */
function comparable(line) {
  const start = commentStart(line);
  return (start === -1 ? line : line.slice(0, start)).trim();
}

// `...` alone, or a comment that starts with it (`// ...navigate, toast success`).
const isElision = (line) => /^(\/\/\s*)?\.\.\./.test(line.trim());

function matcher(docLine) {
  const pattern = comparable(docLine)
    .split('...')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/** Where the excerpt departs from the file, or null when every line is the file's. */
export function excerptProblem(excerpt, source) {
  const sourceLines = source.split('\n').map(comparable).filter(Boolean);
  const docLines = excerpt.split('\n').filter((line) => isElision(line) || comparable(line));
  const matchFrom = (docIndex, sourceIndex, skipping) => {
    if (docIndex === docLines.length) return true;
    const line = docLines[docIndex];
    if (isElision(line)) return matchFrom(docIndex + 1, sourceIndex, true);
    const pattern = matcher(line);
    for (let index = sourceIndex; index < sourceLines.length; index += 1) {
      if (pattern.test(sourceLines[index]) && matchFrom(docIndex + 1, index + 1, false)) return true;
      if (!skipping) break;
    }
    return false;
  };
  if (matchFrom(0, 0, true)) return null;
  // Name the first line that cannot follow, for the person fixing it.
  for (let end = docLines.length - 1; end > 0; end -= 1) {
    const prefix = docLines.slice(0, end).join('\n');
    if (excerptProblem(prefix, source) === null)
      return `not in the file from here on: "${docLines[end].trim()}"`;
  }
  return `not in the file: "${docLines[0]?.trim()}"`;
}

function problems() {
  const found = [];
  for (const name of fs.readdirSync(HOW_TO).filter((file) => file.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(HOW_TO, name), 'utf8');
    for (const [, indent, , info, body] of text.matchAll(BLOCK)) {
      const where = `${HOW_TO}/${name}`;
      const from = /\bfrom=(\S+)/.exec(info)?.[1];
      if (!from) {
        found.push(`${where}: a code block names no file (\`\`\`ts from=path/to/file.ts)`);
        continue;
      }
      if (!fs.existsSync(from)) {
        found.push(`${where}: ${from} does not exist`);
        continue;
      }
      const excerpt = body.replace(new RegExp(`^${indent}`, 'gm'), '');
      const problem = excerptProblem(excerpt, fs.readFileSync(from, 'utf8'));
      if (problem) found.push(`${where}, from ${from}: ${problem}`);
    }
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = problems();
  for (const problem of found) console.error(problem);
  if (found.length > 0) process.exit(1);
  console.log('How-to code: every block is its file’s.');
}
