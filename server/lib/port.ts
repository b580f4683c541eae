/**
 * A port: a function one module needs from a module that builds on it (so importing it would close a circle, which
 * the module rules forbid). The needing module declares the port; the composition root (server/modules/compose.ts)
 * plugs the owner's function in at start. Calling a port nobody plugged in is a wiring bug and throws.
 */
export interface Port<F extends (...args: never[]) => unknown> {
  plug(impl: F): void;
  /** The plugged-in function. */
  readonly call: F;
}

export function port<F extends (...args: never[]) => unknown>(name: string): Port<F> {
  let impl: F | undefined;
  return {
    plug(f) {
      impl = f;
    },
    get call(): F {
      if (!impl) throw new Error(`port not plugged in: ${name} (server/modules/compose.ts)`);
      return impl;
    },
  };
}
