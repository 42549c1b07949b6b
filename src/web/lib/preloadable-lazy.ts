import { lazy, type ComponentType } from 'react';

type Loaded<Props> = { default: ComponentType<Props> };

/** On the server: the preload of every such part whose module has run, for `loadEveryPart`. */
const serverPreloads: Array<() => Promise<void>> = [];

/**
 * A component whose code loads when it first renders, or before with `preload()`. Once loaded it
 * renders at once. The server loads every one before rendering (`loadEveryPart`), so its page holds
 * the part's markup; a browser that has not loaded it yet keeps that markup, inside the part's
 * Suspense boundary, until the code arrives and hydrates it.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<Loaded<Props>>) {
  let loaded: Loaded<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  // React resolves a lazy component in the same render when its thenable calls back synchronously.
  const Component = lazy(() => {
    if (!loaded) return load();
    const module = loaded;
    const now = { then: (resolve: (value: Loaded<Props>) => void) => resolve(module) };
    // React only ever calls then(); the type asks for a whole Promise.
    return now as unknown as Promise<Loaded<Props>>;
  });
  if (import.meta.env.SSR) serverPreloads.push(preload);
  return Object.assign(Component, { preload });
}

/**
 * Server rendering: loads every preloadable part of the modules run so far (the shell's, and the
 * matched screen's once its route has loaded), so rendering never meets one still loading.
 */
export async function loadEveryPart() {
  await Promise.all(serverPreloads.map((preload) => preload()));
}
