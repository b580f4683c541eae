/**
 * Tests only: the react-router a rendered component needs. The shared jest config does not transform react-router's
 * ESM, so component tests replace it with this: Link as a plain anchor, the location at `pathname`, navigation as a
 * jest.fn; `extra` adds or replaces hooks (useParams, useBlocker, a location read from a `mock…` variable):
 *
 *   jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter('/en-HK/…'));
 *
 * (Route-table tests, which need every name at module level and no rendering, use react-router-stub.ts.)
 */
import { createElement, type ReactNode } from 'react';

export function linkRouter(pathname = '/', extra: Record<string, unknown> = {}) {
  return {
    Link: ({ to, ...rest }: { to: string; children?: ReactNode }) => createElement('a', { href: to, ...rest }),
    useLocation: () => ({ pathname, search: '' }),
    useNavigate: () => jest.fn(),
    ...extra,
  };
}
