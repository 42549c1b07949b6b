// Node has WebAssembly's functions, but TypeScript declares them in its DOM library alone, which
// the server's code does not take; the embedded database's thread compiles PGlite's with this one.
declare namespace WebAssembly {
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
