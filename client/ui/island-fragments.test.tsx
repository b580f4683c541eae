/**
 * @jest-environment node
 *
 * The server side of islands (ADR 0029) as entry-server.tsx runs it (node, so emotion keeps its rules in the cache as
 * it does in the real render): the fragment cache serves an island's HTML and styles from the second render of the same
 * data on, and renders again when the data or the URL changes.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { css, CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { IslandRenderContext, ServerIsland } from './server-island';
import { createIslandRender, emotionClassIds, islandHtml } from './island-fragments';

jest.mock('react-router', () => ({
  useLocation: () => ({ pathname: '/zh-HK/category/plumbing', search: '', key: 'default' }),
  useNavigate: () => jest.fn(),
}));

const globals = globalThis as { __SERVER__?: boolean };
const client = new QueryClient();

function serverRender(node: ReactNode, url = '/zh-HK/category/plumbing') {
  globals.__SERVER__ = true;
  const emotion: EmotionCache = createCache({ key: 'css' });
  emotion.compat = true;
  const islands = createIslandRender({ lng: 'zh-HK', url, emotion });
  const html = renderToString(
    <CacheProvider value={emotion}>
      <IslandRenderContext.Provider value={islands}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </IslandRenderContext.Provider>
    </CacheProvider>,
  );
  islands.finish(html);
  return { html, islands, emotion };
}

describe('the fragment cache', () => {
  let renders = 0;
  const cardStyles = css`
    color: rebeccapurple;
  `;
  function Card({ name }: { name: string }) {
    renders++;
    return <p css={cardStyles}>{name}</p>;
  }
  const page = (key: unknown[]) => (
    <main>
      <ServerIsland id="cards" queries={[key]}>
        <Card name="陳師傅" />
      </ServerIsland>
    </main>
  );

  it('when the same data is rendered a third time, then the island comes from the cache with its styles and the children do not render', () => {
    const key = ['cards', 'same-data'];
    client.setQueryData(key, { items: [1] });
    renders = 0;
    const first = serverRender(page(key));
    serverRender(page(key)); // the second render of a key stores it
    expect(renders).toBe(2);
    const third = serverRender(page(key));
    expect(renders).toBe(2);
    expect(third.html).toBe(first.html);
    const [id] = emotionClassIds(first.html, 'css');
    expect(third.emotion.inserted[id]).toBe(first.emotion.inserted[id]);
    expect(third.emotion.inserted[id]).toContain('color:rebeccapurple');
  });

  it('when the data is a new object (it changed) or the URL differs, then the island renders again', () => {
    const key = ['cards', 'changing-data'];
    client.setQueryData(key, { items: [1] });
    serverRender(page(key));
    serverRender(page(key));
    renders = 0;
    client.setQueryData(key, { items: [1, 2] });
    serverRender(page(key));
    serverRender(page(key), '/en-HK/category/plumbing');
    expect(renders).toBe(2);
  });
});

it('when an island holds nested divs, then its HTML is cut at its own closing tag', () => {
  const html = '<main><div data-island="a" style="display:contents"><div><div>x</div></div><p>y</p></div><div>after</div></main>';
  expect(islandHtml(html, 'a')).toBe('<div><div>x</div></div><p>y</p>');
  expect(islandHtml(html, 'missing')).toBeUndefined();
});

it('when a cached island holds images that are not lazy, then a hit preloads them as a full render does', () => {
  const key = ['cards', 'with-logo'];
  client.setQueryData(key, { items: [1] });
  const page = (
    <main>
      <ServerIsland id="logos" queries={[key]}>
        <img
          src={urlOf(attachmentsContract.download, { params: { id: 6 }, query: { size: 'thumb', format: 'webp' } })}
          alt=""
          width={56}
          height={56}
          loading="eager"
        />
        <img
          src={urlOf(attachmentsContract.download, { params: { id: 8 }, query: { size: 'thumb', format: 'webp' } })}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      </ServerIsland>
    </main>
  );
  const first = serverRender(page);
  serverRender(page);
  const third = serverRender(page);
  expect(third.islands.counts).toEqual({ hits: 1, misses: 0 });
  // The same preload (React writes href and as in another order when asked through preload()); none for the lazy one.
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => [...m[0].matchAll(/ (\w+)="([^"]*)"/g)].map((a) => a[0]).sort());
  expect(preloads(third.html)).toEqual(preloads(first.html));
  expect(preloads(first.html)).toEqual([
    [' as="image"', ` href="${urlOf(attachmentsContract.download, { params: { id: 6 } })}?size=thumb&amp;format=webp"`, ' rel="preload"'],
  ]);
  const withoutPreloads = (html: string) => html.replace(/<link rel="preload"[^>]*>/g, '');
  expect(withoutPreloads(third.html)).toBe(withoutPreloads(first.html));
});
