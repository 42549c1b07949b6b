// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdUnhandledSubmits } from './unhydrated-submits';

/** A form as the server wrote it: a field and a button, and nothing of the app's yet. */
function serverForm(attributes: Record<string, string> = {}) {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
  form.innerHTML = '<input name="need" value="Twelve photos" /><button type="submit">Send request</button>';
  document.body.append(form);
  return form;
}

describe('a submit before the form has its code', () => {
  beforeAll(() => holdUnhandledSubmits());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is not the browser’s own, and is sent again once the app takes it, with what was typed', () => {
    vi.useFakeTimers();
    const form = serverForm();
    const button = form.querySelector('button')!;
    const browsers: boolean[] = [];
    window.addEventListener('submit', (event) => browsers.push(event.defaultPrevented), { once: true });
    form.requestSubmit(button);
    // Held: the listener that runs after ours sees it prevented.
    expect(browsers).toEqual([true]);
    vi.advanceTimersByTime(300);
    // The form's code arrives (hydrated): its handler takes the next try, and no more are made.
    const taken: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      taken.push(String(new FormData(form).get('need')));
    });
    vi.advanceTimersByTime(1000);
    expect(taken).toEqual(['Twelve photos']);
  });

  it('leaves alone a form the app takes at once, and a form the server handles', () => {
    vi.useFakeTimers();
    const handled = serverForm();
    let sends = 0;
    handled.addEventListener('submit', (event) => {
      event.preventDefault();
      sends++;
    });
    handled.requestSubmit();
    vi.advanceTimersByTime(1000);
    expect(sends).toBe(1);

    const toServer = serverForm({ action: '/api/auth/sign-out', method: 'post' });
    const seen: boolean[] = [];
    toServer.addEventListener('submit', (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });
    window.addEventListener('submit', (event) => seen.push(event.defaultPrevented), { once: true });
    toServer.requestSubmit();
    expect(seen).toEqual([false, true]);
  });
});
