import { lazy, type ComponentType } from 'react';

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * A component whose code loads when it first renders, or before with `preload()`. Once loaded it
 * renders at once: the server renders it into the page, and the browser hydrates it, without a
 * suspended pass that would put the fallback where the server's markup was.
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
  return Object.assign(Component, { preload });
}
