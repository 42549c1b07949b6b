import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('calls once per key and shares the answer', async () => {
    const call = vi.fn(async () => 'done');
    const [first, second] = await Promise.all([oncePerKey('token-a', call), oncePerKey('token-a', call)]);
    expect(call).toHaveBeenCalledTimes(1);
    expect([first, second]).toEqual(['done', 'done']);
  });

  it('keeps keys apart', async () => {
    const call = vi.fn(async () => 'done');
    await oncePerKey('token-b', call);
    await oncePerKey('token-c', call);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
