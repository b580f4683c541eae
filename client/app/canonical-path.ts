/**
 * One spelling per page. React Router matches paths in any letter case, so /Genre/plumbing would render the genre
 * page under a second URL; the server answers such a path with a 301 to the spelling of the route table instead.
 * Only the fixed words of a route are respelled: parameters (slugs, usernames, percent-encoded Chinese) are data
 * and are kept byte for byte.
 */

interface MatchLike {
  route: { path?: string };
}

const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The pathname spelled as the matched routes declare it, or the same string when it already is. `pathname` is the
 * URL's (percent-encoded) path; `matches` are React Router's matches for it, outermost first.
 */
export function canonicalPathname(pathname: string, matches: readonly MatchLike[] | null): string {
  if (!matches?.length) return pathname;
  const pattern = matches
    .map((m) => m.route.path)
    .filter((p): p is string => Boolean(p))
    .flatMap((p) => p.split('/'))
    .filter(Boolean);
  const parts = pathname.split('/');
  // parts[0] is the empty string before the leading slash; the last may be empty for a trailing slash (a language root).
  let i = 1;
  let changed = false;
  for (const seg of pattern) {
    if (i >= parts.length) break;
    if (seg === '*') break;
    if (!isParam(seg) && parts[i] !== seg) {
      // Not the same word in another case (an optional segment shifted the alignment): leave the path alone.
      if (decoded(parts[i]).toLowerCase() !== seg.toLowerCase()) return pathname;
      parts[i] = seg;
      changed = true;
    }
    i += 1;
  }
  return changed ? parts.join('/') : pathname;
}
