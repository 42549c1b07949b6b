import { createElement, lazy, type ComponentType } from 'react';

type Loaded<Props> = { default: ComponentType<Props> };

/** Every such part whose declaring module has run, by its module's name: their preloads. */
const partPreloads = new Map<string, Array<() => Promise<void>>>();

/** The parts drawn by the server render under way (renderToString is synchronous: one at a time). */
let drawing: Set<string> | undefined;

/**
 * A component whose code loads when it first renders, or before with `preload()`. Once loaded it
 * renders at once. `module` is its module's path from src/web, as the build's manifest names it
 * (one module may hold several parts)
 * (the server preloads its chunks for a page that shows it). The server loads every one before
 * rendering (`loadEveryPart`), so its page holds the part's markup, and names the parts it drew
 * (`partsDrawnBy`): the browser loads those before hydrating (`preloadParts`), so the page hydrates
 * in one pass. Preact has no part of a page left for later with the input into it kept (decision 76):
 * a tap or a letter there before its code came was lost.
 */
export function preloadableLazy<Props extends object>(module: string, load: () => Promise<Loaded<Props>>) {
  let loaded: Loaded<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  // Resolved in the same render when its thenable calls back synchronously.
  const Lazy = lazy(() => {
    if (!loaded) return load();
    const now = loaded;
    const resolved = { then: (resolve: (value: Loaded<Props>) => void) => resolve(now) };
    // Only then() is ever called; the type asks for a whole Promise.
    return resolved as unknown as Promise<Loaded<Props>>;
  });
  partPreloads.set(module, [...(partPreloads.get(module) ?? []), preload]);
  function Part(props: Props) {
    drawing?.add(module);
    return createElement(Lazy as ComponentType<Props>, props);
  }
  return Object.assign(Part, { preload });
}

/**
 * Server rendering: loads every preloadable part of the modules run so far (the shell's, and the
 * matched screen's once its route has loaded), so rendering never meets one still loading.
 */
export async function loadEveryPart() {
  await Promise.all([...partPreloads.values()].flat().map((preload) => preload()));
}

/** Renders, and answers what was rendered with the modules of the parts it drew. */
export function partsDrawnBy<Result>(render: () => Result): { result: Result; parts: string[] } {
  const drawn = new Set<string>();
  drawing = drawn;
  try {
    return { result: render(), parts: [...drawn] };
  } finally {
    drawing = undefined;
  }
}

/** Before hydrating: loads the parts the server drew (their declaring screens have loaded). */
export async function preloadParts(modules: readonly string[]) {
  await Promise.all(modules.flatMap((module) => partPreloads.get(module) ?? []).map((preload) => preload()));
}
