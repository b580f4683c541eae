/**
 * A value every test of a suite shares, made in a beforeAll: the one place for the `let x; beforeAll(…); afterAll(…)`
 * steps each suite would otherwise write again (setUpTestContext, setUpCatalog build on it).
 */

/**
 * Registers a beforeAll in the enclosing describe block (or file) that makes the value and, with `release`, an afterAll
 * that disposes of it. The returned object stands for the value: reading a property forwards to it, so tests and later
 * hooks use it as the value itself. Read before its beforeAll made it (at module level, in a describe body) it throws.
 */
export function setUpForSuite<T extends object>(make: () => Promise<T>, release?: (value: T) => unknown): T {
  let value: T | undefined;
  const current = (): T => {
    if (value === undefined)
      throw new Error('a suite value was read before its beforeAll made it (read it in a test or hook; or making it failed)');
    return value;
  };
  beforeAll(async () => {
    value = await make();
  });
  if (release)
    afterAll(async () => {
      if (value !== undefined) await release(value);
    });
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}
