// Refreshes the list of AI crawlers that Atelier keeps off the work of members who reserve it
// (src/server/crawling/ai-crawlers.json, docs/decisions/0065-ai-training-opt-out.md) from the list
// the ai.robots.txt project maintains. Run it now and then, and commit what changed:
//
//   node scripts/refresh-ai-crawlers.mjs              (fetches the project's robots.json)
//   node scripts/refresh-ai-crawlers.mjs robots.json  (reads a copy of it)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = 'https://github.com/ai-robots-txt/ai.robots.txt (robots.json)';
const RAW_URL = 'https://raw.githubusercontent.com/ai-robots-txt/ai.robots.txt/main/robots.json';
const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/server/crawling/ai-crawlers.json',
);

// An agent named here is one a search engine or a link preview goes by, whose operator names
// another agent for AI training (Applebot-Extended); refusing it would hide members' work from
// search and from shared links, which the opt-out does not ask for.
const NOT_FOR_TRAINING = new Set(['Applebot', 'facebookexternalhit']);

const input = process.argv[2];
const text = input
  ? await readFile(input, 'utf8')
  : await fetch(RAW_URL).then((response) => {
      if (!response.ok) throw new Error(`${RAW_URL} answered ${response.status}`);
      return response.text();
    });
// robots.txt matches a user agent by its product token, letters, '-' and '_' (RFC 9309; digits are
// common in practice): a name with a version keeps its token, one with spaces is left out.
const tokens = Object.keys(JSON.parse(text))
  .map((name) => name.split('/')[0] ?? '')
  .filter((name) => /^[A-Za-z0-9_-]+$/.test(name) && !NOT_FOR_TRAINING.has(name));
const agents = [...new Set(tokens)].sort((a, b) => a.localeCompare(b, 'en'));
const list = { source: SOURCE, retrieved: new Date().toISOString().slice(0, 10), agents };
await writeFile(target, `${JSON.stringify(list, null, 2)}\n`);
console.log(`${agents.length} AI crawlers written to ${path.relative(process.cwd(), target)}`);
