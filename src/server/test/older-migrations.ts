import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';

export const migrationsFolder = path.join(findAppRoot(), 'src/server/db/migrations');

type Journal = { entries: { tag: string }[] };

/**
 * A copy of the committed migrations whose journal ends before a migration: `dropped` migrations
 * before the newest, or just before the one of that tag ('0029_case_study_blocks'). A database of an
 * older release. What removes it is pushed onto `cleanups`.
 */
export function olderMigrationsFolder(before: number | string, cleanups: (() => Promise<void>)[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-migrations-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const end =
    typeof before === 'number'
      ? journal.entries.length - before
      : journal.entries.findIndex((entry) => entry.tag === before);
  if (end < 0) throw new Error(`no migration ${before}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return dir;
}
