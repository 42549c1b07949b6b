// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

describe('useCountUp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never shows a value below 0, even for a frame stamped before the count started', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useCountUp(22, 2000));
    act(() => frames.shift()?.(performance.now() - 16));
    expect(result.current).toBe(0);
    act(() => frames.shift()?.(performance.now() + 5000));
    expect(result.current).toBe(22);
  });

  it('shows the target on the first frame for reduced motion, after a first render of 0 like the server', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { result } = renderHook(() => useCountUp(22, 2000));
    expect(result.current).toBe(0);
    act(() => frames.shift()?.(performance.now() - 16));
    expect(result.current).toBe(22);
    expect(frames).toHaveLength(0);
  });
});
