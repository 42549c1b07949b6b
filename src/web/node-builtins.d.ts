// The web app is typed for the browser, without Node's types; the server renderer (entry-server.tsx)
// alone uses one Node module, declared here with just what it uses.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
