import { z } from './zod-inert';

describe('the browser stand-in for zod', () => {
  it('when schemas are built with any chain of calls, then nothing throws', () => {
    expect(() =>
      z
        .object({ a: z.string().trim().max(3).optional(), b: z.enum(['x', 'y']).default('x') })
        .superRefine(() => undefined)
        .extend({ c: z.number() }),
    ).not.toThrow();
  });

  it('when a schema is asked to validate in the browser, then it throws instead of pretending', () => {
    const schema = z.object({ a: z.string() });
    expect(() => schema.parse({ a: 1 })).toThrow(/not evaluated in the browser/);
    expect(() => schema.safeParse({ a: 1 })).toThrow(/not evaluated in the browser/);
  });

  it('when a schema is awaited by mistake, then it is not a thenable', () => {
    expect(z.string().then).toBeUndefined();
  });
});
