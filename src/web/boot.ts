import './styles.css';

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

// The page arrives rendered by the server and paints from its HTML and the stylesheet alone. The
// app's code and the page's translations are asked for after that first paint: on a phone's slow
// link they never hold it up, nor compete with the page's images for it (decision 35).
afterFirstPaint(() => {
  // The module i18n loads the language from (i18n/index.ts), fetched alongside the app's code.
  import(`./i18n/locales/${document.documentElement.lang}.json`).catch(() => undefined);
  // Without the app, taps held for it (app/early-input/) would wait forever: let them act natively.
  import('./main').catch(() => window.atelierEarlyInput?.stop());
});
