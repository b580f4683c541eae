/**
 * Server islands (ADR 0029): the server renders the children and names their queries (left out of the page state);
 * hydration keeps the server's HTML without rendering the children (which have no data in the browser); links inside
 * go through the router; after a navigation the children render normally.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IslandRenderContext, ServerIsland } from './server-island';
import { createIslandRender } from './island-fragments';

const mockNavigate = jest.fn();
let mockLocationKey = 'default';
jest.mock('react-router', () => ({
  useLocation: () => ({ pathname: '/zh-HK/category/plumbing', search: '', key: mockLocationKey }),
  useNavigate: () => mockNavigate,
}));

const globals = globalThis as { __SERVER__?: boolean; IS_REACT_ACT_ENVIRONMENT?: boolean };
const QUERY = ['pros', 'list', 'zh-HK', 'plumbing', 1];

function Pros({ names }: { names: string[] }) {
  return (
    <ol>
      {names.map((n) => (
        <li key={n}>
          <a href={`/zh-HK/service/${n}`}>{n}</a>
        </li>
      ))}
      <li>
        <a href="https://example.com/elsewhere">elsewhere</a>
      </li>
    </ol>
  );
}

/** Stands for children whose query is not in the browser's cache: rendering them at hydration would be a bug. */
function NoDataHere(): never {
  throw new Error('island children rendered at hydration');
}

let container: HTMLDivElement;
let root: Root | undefined;
let errors: jest.SpyInstance;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockNavigate.mockReset();
  mockLocationKey = 'default';
  globals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  errors.mockRestore();
  globals.__SERVER__ = false;
});

const client = new QueryClient();
const withClient = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;

/** One server render as entry-server does it: a fresh emotion cache, the island context, then finish(). */
function serverRender(node: ReactNode, url = '/zh-HK/category/plumbing') {
  globals.__SERVER__ = true;
  const emotion: EmotionCache = createCache({ key: 'css' });
  emotion.compat = true;
  const islands = createIslandRender({ lng: 'zh-HK', url, emotion });
  const html = renderToString(
    <CacheProvider value={emotion}>
      <IslandRenderContext.Provider value={islands}>{withClient(node)}</IslandRenderContext.Provider>
    </CacheProvider>,
  );
  islands.finish(html);
  globals.__SERVER__ = false;
  return { html, islands, emotion };
}

const serverPage = (names: string[]) => (
  <main>
    <h2>Top pros</h2>
    <ServerIsland id="pros" queries={[QUERY]}>
      <Pros names={names} />
    </ServerIsland>
  </main>
);
const serverHtml = () => serverRender(serverPage(['7', '9'])).html;

it('when rendered on the server, then the children are in the island and its queries are named for leaving out of the state', () => {
  const { html, islands } = serverRender(serverPage(['7', '9']));
  expect(html).toContain('<div data-island="pros" style="display:contents"><ol><li><a href="/zh-HK/service/7">7</a>');
  expect([...islands.omitted]).toEqual([hashKey(QUERY)]);
});

it('when the page hydrates, then the server HTML stays as it was, the children never render, and React reports nothing', async () => {
  const html = serverHtml();
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(
      container,
      withClient(
        <main>
          <h2>Top pros</h2>
          <ServerIsland id="pros" queries={[QUERY]}>
            <NoDataHere />
          </ServerIsland>
        </main>,
      ),
      { onRecoverableError: (e) => console.error(e) },
    );
  });
  expect(container.innerHTML).toBe(html);
  expect(errors).not.toHaveBeenCalled();

  // A plain click on a link inside goes through the router; modified clicks and other sites are the browser's.
  // (Seen last, on the document, then cancelled: jsdom cannot follow links.)
  const seen: boolean[] = [];
  const record = (e: Event) => {
    seen.push(e.defaultPrevented);
    e.preventDefault();
  };
  document.addEventListener('click', record);
  const link = container.querySelector<HTMLAnchorElement>('a[href="/zh-HK/service/9"]')!;
  act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
  expect(mockNavigate).toHaveBeenCalledWith('/zh-HK/service/9');
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
  container
    .querySelector('a[href^="https://example.com"]')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  document.removeEventListener('click', record);
  expect(seen).toEqual([true, false, false]);
  expect(mockNavigate).toHaveBeenCalledTimes(1);
});

it('when the location changes after hydration, then the island renders its children from then on', async () => {
  const html = serverHtml();
  container.innerHTML = html;
  const page = (names: string[]) => withClient(serverPage(names));
  await act(async () => {
    root = hydrateRoot(container, page(['7', '9']));
  });
  mockLocationKey = 'page-2';
  await act(async () => root!.render(page(['11'])));
  expect([...container.querySelectorAll('[data-island="pros"] a')].map((a) => a.textContent)).toEqual(['11', 'elsewhere']);
  // Back to the first entry: it stays live (the served HTML is gone from the DOM).
  mockLocationKey = 'default';
  await act(async () => root!.render(page(['7'])));
  expect([...container.querySelectorAll('[data-island="pros"] a')].map((a) => a.textContent)).toEqual(['7', 'elsewhere']);
  expect(errors).not.toHaveBeenCalled();
});
