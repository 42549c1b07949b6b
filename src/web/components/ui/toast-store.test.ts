import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, subscribeToToasts } from './toast-store';

const titles = () => getToasts().map((toast) => toast.title);

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('keeps one toast at a time: a new one replaces the one shown, and listeners hear it', () => {
    const heard: string[][] = [];
    const unsubscribe = subscribeToToasts(() => heard.push(titles()));
    showToast({ title: 'First' });
    showToast({ title: 'Second' });
    unsubscribe();
    expect(titles()).toEqual(['Second']);
    expect(heard).toEqual([['First'], ['Second']]);
  });

  it('removes a toast after 5000 ms by default', () => {
    showToast({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('honours a longer duration when asked', () => {
    showToast({ title: 'Verification email sent', durationMs: 8000 });
    vi.advanceTimersByTime(7999);
    expect(titles()).toEqual(['Verification email sent']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('does not let the replaced toast’s timer remove the new one', () => {
    showToast({ title: 'Old' });
    vi.advanceTimersByTime(4000);
    showToast({ title: 'New' });
    vi.advanceTimersByTime(1500);
    expect(titles()).toEqual(['New']);
  });

  it('removes a toast at once when dismissed', () => {
    const id = showToast({ title: 'Bye' });
    dismissToast(id);
    expect(titles()).toEqual([]);
  });
});
