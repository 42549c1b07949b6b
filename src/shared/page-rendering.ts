// The contract between the server and the web app's server renderer (src/web/entry-server.tsx), which
// the server loads from the build: the server knows the request, the renderer knows the screens.
import type { SupportedLanguage, Theme } from './constants';

/** The performance mark a page makes once the app has hydrated it and every tap works (the bench reads it). */
export const APP_LIVE_MARK = 'atelier:live';

/** The element a rendered page carries its data in: JSON, never run as script. */
export const PAGE_STATE_ELEMENT_ID = 'server-state';

/** What a screen's read uses of a fetch Response. */
export interface PageApiResponse {
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** One API read made while rendering, answered in-process by the server (GET only). */
export type PageApiFetch = (url: string, init: { method?: string }) => Promise<PageApiResponse>;

export interface PageRequest {
  /** The path and query string asked for. */
  url: string;
  language: SupportedLanguage;
  /** Whether the request carries a session cookie; without one the visitor is known to be signed out. */
  hasSession: boolean;
  /** Whether the visitor's cookie says they decided on cookies (else the page asks). */
  consentDecided: boolean;
  /** The theme the visitor's cookie names ('system' without one). */
  theme: Theme;
  fetchApi: PageApiFetch;
}

export type RenderedPage =
  /** 301: the page lives elsewhere for good (an old handle); 302: not for this viewer now (a ban). */
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      language: SupportedLanguage;
      /** The document's title as the screen set it; none when the screen sets none. */
      title: string | undefined;
      /** The app's markup, for inside the root element. */
      html: string;
      /** The data the markup was rendered from, as JSON safe inside a script element. */
      state: string;
      /** The page's modules (screens, parts, translations), as the web build's manifest names them (their chunks are preloaded). */
      modules: string[];
    };

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}
