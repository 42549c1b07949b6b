import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors';

// PostgreSQL text cannot hold a NUL, and a lone surrogate half would be stored as U+FFFD: either
// way the text saved would not be the text sent, so both are refused before any schema runs.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// No request of Atelier's nests deeper than a few levels; this bounds the walk below.
const MAX_DEPTH = 32;

type Finding = { path: string; messageId: 'invalidCharacters' | 'validationError' };

/** An object or array still to walk, and how it was reached. */
type Pending = { value: object; depth: number; key: string; parent: Pending | null };

/** The dotted path of a node, or of a key below it: spelt out only for a finding. */
function pathOf(node: Pending, key?: string): string {
  const keys = key === undefined ? [] : [key];
  for (let at: Pending | null = node; at; at = at.parent) if (at.key) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first place in a parsed request part (body, query, params) holding text that cannot be
 * stored, or nesting deeper than any request needs. Walks with its own stack, so no input can
 * exhaust the call stack, and allocates only for nested objects and arrays: a megabyte of list
 * items costs milliseconds.
 */
export function findUnstorableInput(value: unknown, root = ''): Finding | null {
  if (typeof value === 'string') {
    return UNSTORABLE.test(value) ? { path: root, messageId: 'invalidCharacters' } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const pending: Pending[] = [{ value, depth: 0, key: root, parent: null }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.depth >= MAX_DEPTH) return { path: pathOf(node), messageId: 'validationError' };
    const items = Array.isArray(node.value) ? (node.value as unknown[]) : null;
    const keys = items ? null : Object.keys(node.value);
    const count = items ? items.length : (keys?.length ?? 0);
    for (let index = 0; index < count; index += 1) {
      const key = keys?.[index];
      if (key !== undefined && UNSTORABLE.test(key)) {
        return { path: pathOf(node, key), messageId: 'invalidCharacters' };
      }
      const child = items ? items[index] : (node.value as Record<string, unknown>)[key ?? ''];
      if (typeof child === 'string') {
        if (UNSTORABLE.test(child)) {
          return { path: pathOf(node, key ?? String(index)), messageId: 'invalidCharacters' };
        }
      } else if (typeof child === 'object' && child !== null) {
        pending.push({ value: child, depth: node.depth + 1, key: key ?? String(index), parent: node });
      }
    }
  }
  return null;
}

/**
 * Refuses, as a 400 naming the field, any API request whose input could not be stored as sent. A
 * callback hook, not an async one: it runs on every API request and has nothing to wait for.
 */
export function registerUnstorableInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const finding = findUnstorableInput(part);
      if (finding) {
        const field = finding.path || '(root)';
        done(new AppError('validation_failed', finding.messageId, { [field]: finding.messageId }));
        return;
      }
    }
    done();
  });
}
