import { useContext, useEffect, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

// The router's own name for the tab's positions: a reload or a tab restored finds them again.
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll positions by history entry, kept by the router as each page is left. */
let savedPositions: Record<string, number> = {};

function readSavedPositions() {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) savedPositions = JSON.parse(stored) as Record<string, number>;
  } catch {
    // Storage is blocked or holds something else: positions start afresh.
  }
}

/** Where a navigation puts the page: a saved position, the anchor named, the same place, or the top. */
function scrollForNavigation(restore: number | false | null, preventReset: boolean, hash: string) {
  if (restore === false) return;
  if (typeof restore === 'number') {
    window.scrollTo(0, restore);
    return;
  }
  if (hash) {
    const anchor = document.getElementById(safeDecode(hash.slice(1)));
    if (anchor) {
      anchor.scrollIntoView();
      return;
    }
  }
  if (!preventReset) window.scrollTo(0, 0);
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * React Router's scroll restoration, with one difference: the page is scrolled once the whole
 * navigation has been drawn, not in the frame's first layout pass. A renderer that draws the frame
 * and the screen in separate passes (Preact, decision 76) would otherwise scroll the page while it
 * still holds the screen being left, and a position further down than that page reaches is lost.
 * A microtask runs after every pass of the render under way and before the browser paints.
 */
export function ScrollRestoration() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const restore = state?.restoreScrollPosition ?? null;
  const preventReset = state?.preventScrollReset ?? false;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving the page (a reload, another site): the browser's own restoration takes over from the
    // positions kept, and the router's positions survive in the tab.
    const keepPositions = () => {
      if (router?.state.navigation.state === 'idle')
        savedPositions[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions));
      } catch {
        // Storage is full or blocked: Back within the tab still works from memory.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', keepPositions);
    return () => {
      window.removeEventListener('pagehide', keepPositions);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    readSavedPositions();
    return router?.enableScrollRestoration(savedPositions, () => window.scrollY);
  }, [router]);

  useLayoutEffect(() => {
    queueMicrotask(() => scrollForNavigation(restore, preventReset, location.hash));
  }, [location, restore, preventReset]);

  return null;
}
