/**
 * @jest-environment node
 *
 * client/ui/link.tsx renders a plain anchor on the server and React Router's Link in the browser: hydration needs
 * both to produce the same attributes. Renders each link both ways inside a static router and compares the HTML.
 */
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider, type LinkProps } from 'react-router';
import { Link } from '@client/ui/link';

// React Router's route-module loader uses import(), which jest's CommonJS runtime cannot run; static rendering never
// calls it (it loads framework-mode route modules), so it is replaced and the rest of the router is the real one.
// Its cookie helpers (server runtime, ESM only) are not used by rendering either.
jest.mock('../../node_modules/react-router/dist/production/lib/dom/ssr/routeModules.js', () => ({ loadRouteModule: jest.fn() }));
jest.mock('cookie-es', () => ({ parse: jest.fn(), serialize: jest.fn() }));

const LINKS: LinkProps[] = [
  { to: '/zh-HK/category/plumbing', children: '水喉' },
  { to: '/en-HK/pro-list/plumbing?page=2', className: 'css-abc', children: 'Page 2' },
  { to: '/en-HK/service/7/hang-tat-engineering#reviews', 'aria-label': 'Reviews', children: 'Reviews' },
  { to: '/en-HK/search?q=%E9%80%9A%E6%B8%A0&district=sha-tin', rel: 'nofollow', children: 'Search' },
  { to: '/zh-HK/', target: '_blank', replace: true, state: { from: 'x' }, children: 'Home' },
  { to: '/en-HK/form/plumbing', 'data-testid': 'get-quotes', preventScrollReset: true, children: 'Get quotes' } as LinkProps,
];

const globals = globalThis as { __SERVER__?: boolean };

async function renderInRouter(element: ReactElement, server: boolean): Promise<string> {
  globals.__SERVER__ = server;
  const handler = createStaticHandler([{ path: '*', Component: () => element }]);
  const context = await handler.query(new Request('http://localhost/en-HK/category/plumbing'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  try {
    return renderToString(
      createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }),
    );
  } finally {
    globals.__SERVER__ = false;
  }
}

describe('Link on the server', () => {
  it.each(LINKS.map((p) => [p.to as string, p]))(
    'when %s is rendered, then it is the anchor React Router renders in the browser',
    async (_to, props) => {
      const server = await renderInRouter(createElement(Link, props), true);
      const browser = await renderInRouter(createElement(Link, props), false);
      const router = await renderInRouter(createElement(RouterLink, { discover: 'none', ...props }), false);
      expect(server).toContain('<a ');
      expect(server).toBe(browser);
      expect(browser).toBe(router);
    },
  );

  it('when a page has many links, then none carries React Router’s discovery attribute', async () => {
    const html = await renderInRouter(createElement(Fragment, null, ...LINKS.map((p, i) => createElement(Link, { ...p, key: i }))), true);
    expect(html).not.toContain('data-discover');
    expect(html.match(/<a /g)).toHaveLength(LINKS.length);
  });
});
