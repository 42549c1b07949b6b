import './styles.css';
import { PAGE_MODULES_META } from '#shared/page-modules';

/**
 * Runs once the page's first frame is painted. A tab opened in the background paints nothing, so
 * there it runs at once.
 */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start));
}

/**
 * Fetches at once every module the page needs to go live, as the server named them (its
 * translations, the app, the screen's chunks): otherwise the screen's chunks would be asked for only
 * once the app runs, a round trip and a download later.
 */
function preloadPageModules() {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content;
  for (const href of names?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// The page arrives rendered by the server and paints from its HTML and the stylesheet alone. The
// app's code and the page's translations are asked for after that first paint: on a phone's slow
// link they never hold it up, nor compete with the page's images for it (decision 35).
afterFirstPaint(() => {
  preloadPageModules();
  // Without the app, taps held for it (app/early-input/) would wait forever: let them act natively.
  import('./main').catch(() => window.atelierEarlyInput?.stop());
});
