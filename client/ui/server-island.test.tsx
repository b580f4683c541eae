/**
 * Server islands (ADR 0029): the server renders the children and names their queries (left out of the page state);
 * hydration keeps the server's HTML without rendering the children (which have no data in the browser); links inside
 * go through the router; after a navigation the children render normally.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hashKey } from '@tanstack/react-query';
import { IslandQueriesContext, ServerIsland } from './server-island';

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

function serverHtml(omitted: Set<string>): string {
  globals.__SERVER__ = true;
  const html = renderToString(
    <IslandQueriesContext.Provider value={omitted}>
      <main>
        <h2>Top pros</h2>
        <ServerIsland id="pros" queries={[QUERY]}>
          <Pros names={['7', '9']} />
        </ServerIsland>
      </main>
    </IslandQueriesContext.Provider>,
  );
  globals.__SERVER__ = false;
  return html;
}

it('when rendered on the server, then the children are in the island and its queries are named for leaving out of the state', () => {
  const omitted = new Set<string>();
  const html = serverHtml(omitted);
  expect(html).toContain('<div data-island="pros" style="display:contents"><ol><li><a href="/zh-HK/service/7">7</a>');
  expect([...omitted]).toEqual([hashKey(QUERY)]);
});

it('when the page hydrates, then the server HTML stays as it was, the children never render, and React reports nothing', async () => {
  const html = serverHtml(new Set());
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(
      container,
      <main>
        <h2>Top pros</h2>
        <ServerIsland id="pros" queries={[QUERY]}>
          <NoDataHere />
        </ServerIsland>
      </main>,
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
  const html = serverHtml(new Set());
  container.innerHTML = html;
  const page = (names: string[]) => (
    <main>
      <h2>Top pros</h2>
      <ServerIsland id="pros" queries={[QUERY]}>
        <Pros names={names} />
      </ServerIsland>
    </main>
  );
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
