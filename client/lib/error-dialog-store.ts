/** A tiny store for the SPEC §8 generic error dialog (one per app instance, created per render). */
export interface ErrorDialogState {
  code: number | string | null;
}

export function createErrorDialogStore() {
  let state: ErrorDialogState = { code: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    show(code: number | string) {
      state = { code };
      listeners.forEach((l) => l());
    },
    hide() {
      state = { code: null };
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
export type ErrorDialogStore = ReturnType<typeof createErrorDialogStore>;
