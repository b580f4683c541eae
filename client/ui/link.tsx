/**
 * Sifu's in-app link: React Router's `<Link>` in the browser (client-side navigation). On the server an absolute path
 * renders as a plain `<a href>`: the router's Link resolves its path against the route matches and builds click and
 * prefetch handlers, about 5 % of a page render with ~70 links, for an attribute the server already has.
 * `discover="none"` on both sides keeps the attributes identical (`data-discover` serves framework-mode route
 * discovery, which Sifu does not use: its route groups load through the manifest, ADR 0024).
 */
import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

export type { LinkProps };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (__SERVER__ && typeof props.to === 'string' && props.to.startsWith('/') && !props.to.startsWith('//')) {
    // Router-only props have no meaning in HTML; the rest (class, aria, data-*, target, rel …) are the anchor's.
    const {
      to,
      discover: _discover,
      prefetch: _prefetch,
      relative: _relative,
      reloadDocument: _reloadDocument,
      replace: _replace,
      mask: _mask,
      state: _state,
      preventScrollReset: _preventScrollReset,
      viewTransition: _viewTransition,
      defaultShouldRevalidate: _defaultShouldRevalidate,
      target,
      ...anchor
    } = props;
    // Attribute order as the router's Link writes it, so the server's HTML is byte-for-byte the browser's.
    return <a {...anchor} href={to} ref={ref} target={target} />;
  }
  return <RouterLink discover="none" {...props} ref={ref} />;
});
