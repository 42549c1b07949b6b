// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageDropZone } from '#web/components/forms/image-drop-zone';
import { recordEarlyInput } from './record';
import { pageIsBeingLeft, takeOverEarlyInput } from './replay';

// React's act() warns unless told it runs in a test (Testing Library says so when it renders). Put
// back afterwards: the unit tests' worker shares its globals with the files it runs next.
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actBefore: boolean | undefined;
beforeAll(() => {
  actBefore = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actGlobal.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

// The page as the server sends it, the recorder as the page's head starts it, and the app hydrating
// it later: what the person did in between must count.

function Page() {
  const [banner, setBanner] = useState(true);
  const [tab, setTab] = useState('in');
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  return (
    <div>
      {banner ? <button onClick={() => setBanner(false)}>Reject Optional</button> : <p>decided</p>}
      <button role="tab" aria-selected={tab === 'up'} onMouseDown={() => setTab('up')}>
        Sign Up
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent((current) => [...current, query]);
        }}
      >
        <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </form>
      <a href="#elsewhere" onClick={(event) => event.preventDefault()}>
        A link
      </a>
      <output>{`tab:${tab} query:${query} sent:${sent.join('|')}`}</output>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  window.atelierEarlyInput?.stop();
  delete window.atelierEarlyInput;
  document.body.innerHTML = '';
});

function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

function typeEarly(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.setSelectionRange(2, 2);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * happy-dom's DragEvent drops the dataTransfer it is given, and its DataTransfer names the files'
 * types where browsers say 'Files': these do as browsers do.
 */
function useBrowserDragEvents() {
  class BrowserDataTransfer extends DataTransfer {
    override get types() {
      return this.files.length > 0 ? ['Files'] : super.types;
    }
  }
  vi.stubGlobal('DataTransfer', BrowserDataTransfer);
  class BrowserDragEvent extends Event {
    readonly dataTransfer: DataTransfer | null;
    constructor(type: string, init: DragEventInit = {}) {
      super(type, init);
      this.dataTransfer = init.dataTransfer ?? null;
    }
  }
  vi.stubGlobal('DragEvent', BrowserDragEvent);
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('input before the app is live', () => {
  it('holds a tap on a button, shows the page waits, and does it once the app has hydrated', () => {
    const container = serverRendered();
    recordEarlyInput();
    const reject = button(container, 'Reject Optional');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    reject.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.documentElement.classList.contains('waiting-for-app')).toBe(true);

    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    expect(container.textContent).toContain('Reject Optional');
    act(() => takeOverEarlyInput());
    expect(container.textContent).toContain('decided');
    expect(container.textContent).not.toContain('Reject Optional');
    expect(document.documentElement.classList.contains('waiting-for-app')).toBe(false);
  });

  it('makes a cookie choice at the tap, tells the app, and leaves nothing to replay', () => {
    document.body.innerHTML =
      '<section data-cookie-banner="first-visit"><button data-consent-choice="none">Reject Optional</button></section>';
    window.localStorage.removeItem('atelier-cookie-consent-v2');
    recordEarlyInput();
    const told = vi.fn();
    document.addEventListener('atelier:consent-written', told);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    document.querySelector('button')!.dispatchEvent(click);
    document.removeEventListener('atelier:consent-written', told);

    expect(click.defaultPrevented).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('atelier-cookie-consent-v2') ?? 'null')).toMatchObject({
      version: 2,
      essential: true,
      analytics: false,
      advertising: false,
    });
    expect(document.cookie).toContain('atelier_consent=2');
    expect(told).toHaveBeenCalledTimes(1);
    // The banner hides by the document's class (styles.css), not waiting for the app.
    expect(document.documentElement.classList.contains('consent-chosen')).toBe(true);
    expect(document.documentElement.classList.contains('waiting-for-app')).toBe(false);
    expect(window.atelierEarlyInput?.stop()).toEqual([]);
    document.documentElement.classList.remove('consent-chosen');
    window.localStorage.removeItem('atelier-cookie-consent-v2');
  });

  it('presses a control that acts on the press (a tab) when the tap was a pointer tap', () => {
    const container = serverRendered();
    recordEarlyInput();
    button(container, 'Sign Up').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }),
    );
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    act(() => takeOverEarlyInput());
    expect(container.querySelector('output')?.textContent).toContain('tab:up');
  });

  it('ticks a box at once when it or its label is tapped, and the app takes each tap once live', () => {
    function Terms() {
      const [agreed, setAgreed] = useState(false);
      const [news, setNews] = useState(false);
      return (
        <div>
          <label>
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span>I am 13 or older</span>
          </label>
          <input
            type="checkbox"
            aria-label="News"
            checked={news}
            onChange={(event) => setNews(event.target.checked)}
          />
          <output>{`agreed:${agreed} news:${news}`}</output>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Terms />);
    document.body.append(container);
    recordEarlyInput();
    const [agreed, news] = container.querySelectorAll<HTMLInputElement>('input');
    const tapOnLabel = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    container.querySelector('span')!.dispatchEvent(tapOnLabel);
    // The label's click reaches the box as a click of its own, as a browser's does.
    if (!tapOnLabel.defaultPrevented) agreed!.click();
    // Ticked, then unticked: a second thought before the app was live.
    news!.click();
    news!.click();
    expect(tapOnLabel.defaultPrevented).toBe(false);
    expect([agreed!.checked, news!.checked]).toEqual([true, false]);

    act(() => {
      root = hydrateRoot(container, <Terms />);
    });
    // Hydration keeps what the person ticked, though the app has not heard of it yet.
    expect(agreed!.checked).toBe(true);
    act(() => takeOverEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('agreed:true news:false');
    expect([agreed!.checked, news!.checked]).toEqual([true, false]);
    // Once live, a tap is the app's at once.
    act(() => agreed!.click());
    expect(container.querySelector('output')?.textContent).toBe('agreed:false news:false');
  });

  it('gives the app the text typed before it was live, keeps the caret, then sends the form Enter sent', () => {
    const container = serverRendered();
    recordEarlyInput();
    const field = container.querySelector('input')!;
    typeEarly(field, 'synth');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    act(() => takeOverEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('tab:in query:synth sent:synth');
    expect(field.value).toBe('synth');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(2);
  });

  it('keeps what is done between hydration and the replay after what came before: more letters, then Enter', () => {
    const container = serverRendered();
    recordEarlyInput();
    const field = container.querySelector('input')!;
    typeEarly(field, 'z');
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    // React listens now, but the replay has yet to run (a busy phone takes a few hundred ms): the
    // form must not be sent without the letters typed before.
    act(() => {
      // As the browser types: past React's own record of the value, which a plain assignment updates.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'zephyr');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      container
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(container.querySelector('output')?.textContent).toBe('tab:in query: sent:');
    act(() => takeOverEarlyInput());
    expect(field.value).toBe('zephyr');
    expect(container.querySelector('output')?.textContent).toBe('tab:in query:zephyr sent:zephyr');
  });

  it('lets the browser follow a link, even once React listens, and stops holding anything once replayed', () => {
    const container = serverRendered();
    recordEarlyInput();
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    // React is listening, but the app is not live yet: its link handler (a router's) must not run.
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    container.querySelector('a')!.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    // A jump within the page leaves nothing; a link elsewhere does, and the app must not start then.
    expect(pageIsBeingLeft()).toBe(false);
    const away = document.createElement('a');
    away.href = '/terms';
    away.textContent = 'Terms';
    container.append(away);
    away.addEventListener('click', (event) => event.preventDefault());
    away.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(pageIsBeingLeft()).toBe(true);

    act(() => takeOverEarlyInput());
    const lateClick = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    act(() => {
      button(container, 'Reject Optional').dispatchEvent(lateClick);
    });
    expect(container.textContent).toContain('decided');
  });

  it('holds a link once the app has started, and lets the app follow it once live', () => {
    const container = serverRendered();
    recordEarlyInput();
    const away = document.createElement('a');
    away.href = '/terms';
    away.textContent = 'Terms';
    container.append(away);
    const followed: string[] = [];
    // The router's handler once the app is live: it takes the click and navigates itself.
    away.addEventListener('click', (event) => {
      event.preventDefault();
      followed.push(away.pathname);
    });
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    // The router is about to rewrite the history entry, which would stop a page load under way.
    window.atelierEarlyInput?.holdLinks();
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    away.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(true);
    expect(followed).toEqual([]);
    expect(pageIsBeingLeft()).toBe(false);
    expect(document.documentElement.classList.contains('waiting-for-app')).toBe(true);

    act(() => takeOverEarlyInput());
    expect(followed).toEqual(['/terms']);
  });

  it('follows a held link that the app rendered again while it hydrated', () => {
    const container = serverRendered();
    recordEarlyInput();
    const first = document.createElement('a');
    first.href = '/services/42';
    first.textContent = 'Illustrated venue map';
    container.append(first);
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    window.atelierEarlyInput?.holdLinks();
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    // The part of the page holding it is drawn again by the app: a new element, the same link.
    first.remove();
    const again = document.createElement('a');
    again.href = '/services/42';
    again.textContent = 'Illustrated venue map';
    container.append(again);
    const followed: string[] = [];
    again.addEventListener('click', (event) => {
      event.preventDefault();
      followed.push(again.pathname);
    });

    act(() => takeOverEarlyInput());
    expect(followed).toEqual(['/services/42']);
  });

  it('keeps files dropped on the page, so the browser does not open them, and drops them again once live', () => {
    useBrowserDragEvents();
    function DropZone() {
      const [names, setNames] = useState<string[]>([]);
      return (
        <div
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            setNames(Array.from(event.dataTransfer.files, (file) => file.name));
          }}
        >
          <p>Drag images here</p>
          <output>{names.join(',') || 'nothing dropped'}</output>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DropZone />);
    document.body.append(container);
    recordEarlyInput();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['png'], 'first.png', { type: 'image/png' }));
    const over = new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer });
    const dropped = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer });
    container.querySelector('p')!.dispatchEvent(over);
    container.querySelector('p')!.dispatchEvent(dropped);
    expect([over.defaultPrevented, dropped.defaultPrevented]).toEqual([true, true]);

    act(() => {
      root = hydrateRoot(container, <DropZone />);
    });
    expect(container.textContent).toContain('nothing dropped');
    act(() => takeOverEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('first.png');
  });

  it('opens a file picker within the tap, and gives the app the files chosen before it was live', () => {
    useBrowserDragEvents();
    function ImagesField() {
      const [names, setNames] = useState<string[]>([]);
      return (
        <ImageDropZone
          multiple
          label="Add images"
          onFiles={(files) => setNames(files.map((file) => file.name))}
        >
          {({ picker }) => (
            <>
              <button type="button" {...picker}>
                Add images
              </button>
              <output>{names.join(',') || 'nothing chosen'}</output>
            </>
          )}
        </ImageDropZone>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ImagesField />);
    document.body.append(container);
    recordEarlyInput();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(input, 'click');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button(container, 'Add images').dispatchEvent(tap);
    // In the tap itself: the browser opens a picker only then.
    expect(opened).toHaveBeenCalledTimes(1);
    expect(tap.defaultPrevented).toBe(true);

    const chosen = new DataTransfer();
    chosen.items.add(new File(['png'], 'g1.png', { type: 'image/png' }));
    chosen.items.add(new File(['png'], 'g2.png', { type: 'image/png' }));
    Object.defineProperty(input, 'files', { value: chosen.files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    act(() => {
      root = hydrateRoot(container, <ImagesField />);
    });
    expect(container.textContent).toContain('nothing chosen');
    act(() => takeOverEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('g1.png,g2.png');
    // Once live, the button opens the picker itself, once.
    act(() => button(container, 'Add images').click());
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
