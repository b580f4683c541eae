/** Tests only: polls `read` every `intervalMs` until `done` holds or `timeoutMs` passed, and returns the last value read. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
