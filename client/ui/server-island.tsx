/**
 * A server island (ADR 0029): a part of a server-rendered page that has no behaviour of its own (links, text, pictures,
 * `<details>`), such as a page's list of pros. At hydration the browser keeps the server's HTML for it instead of
 * rebuilding it with React, so the queries it reads stay out of the page state and hydration does less work. Any
 * later render (client navigation, another page of the list) renders the children normally, with data from the
 * route's prefetch. Links inside go through the router, as `<Link>`s would. On the server an island's HTML is cached
 * with its data (client/ui/island-fragments.ts), so most renders skip its children too.
 *
 * Never put a control with an event handler inside an island: in the hydrated page it would do nothing. Never render
 * anything per user inside one: the server shares an island's HTML between visitors.
 */
import {
  createContext,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { IslandRender } from './island-fragments';

/** Server render only: collects the islands' queries (left out of the state) and serves cached island HTML. */
export const IslandRenderContext = createContext<IslandRender | null>(null);

const noSubscribe = () => () => undefined;
const contents: CSSProperties = { display: 'contents' };

export interface ServerIslandProps {
  /** Unique on the page: the browser finds the server's HTML by it. */
  id: string;
  /** The queries the children read, which nothing outside an island reads: left out of the page state. */
  queries?: QueryKey[];
  /** Queries the children read that the rest of the page needs too: they stay in the state, and key the server's cache. */
  dependsOn?: QueryKey[];
  children: ReactNode;
}

export function ServerIsland({ id, queries = [], dependsOn = [], children }: ServerIslandProps) {
  const server = useContext(IslandRenderContext);
  const queryClient = useQueryClient();
  // True only while React hydrates this component (it then reads the server snapshot).
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const [served] = useState(() => ({
    key: location.key,
    html: hydrating && !__SERVER__ ? document.querySelector(`[data-island="${id}"]`)?.innerHTML : undefined,
  }));
  const live = useRef(false);
  if (server) {
    for (const key of queries) server.omitted.add(hashKey(key));
    const cached = server.lookup(
      id,
      [...queries, ...dependsOn].map((key) => queryClient.getQueryData(key)),
    );
    if (cached !== undefined) return <div data-island={id} style={contents} dangerouslySetInnerHTML={{ __html: cached }} />;
  }
  if (served.html === undefined || live.current || location.key !== served.key) {
    live.current = true;
    return (
      <div key="live" data-island={id} style={contents}>
        {children}
      </div>
    );
  }
  const followLinks = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    <div
      key="served"
      data-island={id}
      style={contents}
      onClick={followLinks}
      dangerouslySetInnerHTML={{ __html: served.html }}
      suppressHydrationWarning
    />
  );
}
