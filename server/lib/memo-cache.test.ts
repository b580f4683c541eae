/**
 * The public data cache never keeps a value computed from data read before a write that dropped it: otherwise the
 * stale value would be served for the whole TTL after the write (a district page staying noindex after its fifth
 * local quote, a price staying old).
 */
import { forget, memo } from './memo-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('memo', () => {
  it('when a value is read twice, then it is computed once', async () => {
    const owner = {};
    let calls = 0;
    const compute = async () => ++calls;
    expect(await memo(owner, 'catalog:a', compute)).toBe(1);
    expect(await memo(owner, 'catalog:a', compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it('when the data is forgotten while a value is being computed, then that value is not stored and the next read computes afresh', async () => {
    const owner = {};
    const first = deferred<string>();
    const reading = memo(owner, 'catalog:district', () => first.promise);
    forget(owner, 'catalog:');
    first.resolve('before the write');
    expect(await reading).toBe('before the write');
    expect(await memo(owner, 'catalog:district', async () => 'after the write')).toBe('after the write');
  });

  it('when a reader arrives after a forget while an older computation still runs, then it does not join the older one', async () => {
    const owner = {};
    const first = deferred<string>();
    const old = memo(owner, 'catalog:x', () => first.promise);
    forget(owner, 'catalog:');
    const fresh = memo(owner, 'catalog:x', async () => 'fresh');
    expect(await fresh).toBe('fresh');
    first.resolve('old');
    await old;
    expect(await memo(owner, 'catalog:x', async () => 'third')).toBe('fresh');
  });

  it('when another prefix is forgotten, then a stored value of this prefix is kept', async () => {
    const owner = {};
    let calls = 0;
    await memo(owner, 'sitemap:a', async () => ++calls);
    forget(owner, 'catalog:');
    await memo(owner, 'sitemap:a', async () => ++calls);
    expect(calls).toBe(1);
  });
});
