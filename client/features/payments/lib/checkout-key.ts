/**
 * Idempotency keys of checkout attempts (POST /api/payments/orders, 8–64 of [A-Za-z0-9_-]): a new key for each new
 * choice, the same key when the same choice is sent again (a retried click returns the same order, never a second).
 */
function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(buf);
  else for (let i = 0; i < bytes; i++) buf[i] = Math.floor(Math.random() * 256);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newCheckoutKey(): string {
  return `co_${randomHex(16)}`;
}

/** Remembers the key of the last attempt: `keyFor(choice)` returns it again while the choice is unchanged. */
export function createCheckoutKeys(): { keyFor: (choice: unknown) => string } {
  let last: { signature: string; key: string } | null = null;
  return {
    keyFor(choice) {
      const signature = JSON.stringify(choice);
      if (!last || last.signature !== signature) last = { signature, key: newCheckoutKey() };
      return last.key;
    },
  };
}
