// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one key for every try of the same thing, and a new one for a change or after a success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.headersFor({ content: 'Hello' })['Idempotency-Key'];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(result.current.headersFor({ content: 'Hello' })['Idempotency-Key']).toBe(first);
    const changed = result.current.headersFor({ content: 'Hello!' })['Idempotency-Key'];
    expect(changed).not.toBe(first);
    result.current.stored();
    expect(result.current.headersFor({ content: 'Hello!' })['Idempotency-Key']).not.toBe(changed);
  });
});
