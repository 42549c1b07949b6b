import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import { decodeCursor, encodeCursor, pageCursorParamSchema, toPage } from './pagination';

const id = '0b6f3c2e-9a51-4c8e-8d3f-2f1e4a6b7c8d';

describe('page cursors', () => {
  it('round-trip the last row to the microsecond', () => {
    const cursor = { createdAt: '2026-11-22T10:00:00.123456Z', id };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(pageCursorParamSchema.parse(text)).toEqual(cursor);
  });

  it('carry the rank of a list ranked best match first, and the value of a sorted one', () => {
    for (const cursor of [
      { createdAt: '2026-11-22T10:00:00.123456Z', id, rank: 2 },
      { createdAt: '2026-11-22T10:00:00.123456Z', id, value: 19.99 },
      { createdAt: '2026-11-22T10:00:00.123456Z', id, value: null },
      { createdAt: '2026-11-22T10:00:00.123456Z', id, rank: 0, value: 4.5 },
    ]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuse anything this server did not make', () => {
    for (const text of [
      'garbage',
      Buffer.from('[1,2]').toString('base64url'),
      encodeCursor({ createdAt: '2026-11-22T10:00:00.123Z', id }),
      encodeCursor({ createdAt: '2026-02-30T10:00:00.000000Z', id }),
      encodeCursor({ createdAt: '0000-01-01T00:00:00.000000Z', id }),
      encodeCursor({ createdAt: '2026-11-22T10:00:00.123456Z', id: 'nope' }),
      encodeCursor({ createdAt: '2026-11-22T10:00:00.123456Z', id, rank: -1 }),
      encodeCursor({ createdAt: '2026-11-22T10:00:00.123456Z', id, rank: 1.5 }),
      encodeCursor({ createdAt: '2026-11-22T10:00:00.123456Z', id, rank: 10 }),
      Buffer.from(JSON.stringify(['2026-11-22T10:00:00.123456Z', id, null, '5'])).toString('base64url'),
    ]) {
      expect(decodeCursor(text)).toBeNull();
      expect(pageCursorParamSchema.safeParse(text).success).toBe(false);
    }
  });
});

describe('toPage', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id,
      cursorTime: `2026-11-22T10:00:00.${String(index).padStart(6, '0')}Z`,
    }));

  it('cuts the extra row and points the cursor at the last row shown', () => {
    const page = toPage(rows(SEARCH_PAGE_SIZE + 1), (row) => row.cursorTime);
    expect(page.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(decodeCursor(page.nextCursor ?? '')?.createdAt).toBe(page.items.at(-1));
  });

  it('has no cursor on the last page', () => {
    expect(toPage(rows(SEARCH_PAGE_SIZE), (row) => row).nextCursor).toBeNull();
    expect(toPage([], (row) => row)).toEqual({ items: [], nextCursor: null });
  });
});
