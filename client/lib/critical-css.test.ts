/**
 * @jest-environment node
 *
 * criticalStyleTags (critical-css.ts) writes what emotion’s own extraction writes for the same render.
 */
import { renderToString } from 'react-dom/server';
import { CacheProvider, Global, css, jsx as h } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '@client/lib/emotion-cache';
import { criticalStyleTags } from '@client/lib/critical-css';

const card = css`
  padding: 16px;
  border-radius: 12px;
`;
const title = css`
  font-weight: 700;
  &:hover {
    color: #0f766e;
  }
`;

function render(nonce?: string) {
  const cache = createEmotionCache(nonce);
  cache.compat = true;
  const html = renderToString(
    h(
      CacheProvider,
      { value: cache },
      h(Global, { styles: css({ body: { margin: 0 } }) }),
      h(Global, { styles: css({ '.i': { fill: 'none' } }) }),
      h('article', { css: card }, h('h3', { css: title }, '水喉'), h('p', { css: [card, title] }, 'x')),
    ),
  );
  return { cache, html };
}

describe('critical CSS of a render', () => {
  it.each([[undefined], ['abc123==']])(
    'when a page used global and regular styles (nonce %s), then the tags equal emotion’s extraction',
    (nonce) => {
      const ours = render(nonce);
      const theirs = render(nonce);
      const server = createEmotionServer(theirs.cache);
      const expected = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(theirs.html));
      expect(criticalStyleTags(ours.cache)).toBe(expected);
      expect(expected).toContain('data-emotion="css-global');
      expect(expected).toContain('font-weight:700');
    },
  );
});
