/**
 * Test helpers of the site crawl (crawl.test.ts): robots.txt read as Google reads it, and what a rendered page links
 * to, shows and says about itself.
 */

interface RobotsRule {
  allow: boolean;
  /** The path pattern as written (`*` any run of characters, a final `$` the end of the URL). */
  path: string;
  re: RegExp;
}

/** The rules of the `User-agent: *` groups of a robots.txt. */
export function parseRobots(text: string): RobotsRule[] {
  const rules: RobotsRule[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const [key, value] = [m[1].toLowerCase(), m[2].trim()];
    if (key === 'user-agent') {
      // A user-agent line after rules starts a new group.
      if (inRules) agents = [];
      inRules = false;
      agents.push(value);
    } else if ((key === 'allow' || key === 'disallow') && agents.includes('*')) {
      inRules = true;
      // An empty Disallow allows everything: no rule.
      if (!value) continue;
      const pattern = value
        .replace(/\$$/, '')
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ allow: key === 'allow', path: value, re: new RegExp(`^${pattern}${value.endsWith('$') ? '$' : ''}`) });
    } else {
      inRules = true;
    }
  }
  return rules;
}

/**
 * Whether a path (with its query) may be fetched, as Google decides: the matching rule with the longest path wins,
 * and Allow wins a tie; no matching rule allows.
 */
export function robotsAllows(rules: RobotsRule[], pathAndQuery: string): boolean {
  let best: RobotsRule | undefined;
  for (const r of rules) {
    if (!r.re.test(pathAndQuery)) continue;
    if (!best || r.path.length > best.path.length || (r.path.length === best.path.length && r.allow && !best.allow)) best = r;
  }
  return best ? best.allow : true;
}

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The site path (with query, without fragment) of a link on this site, or null for another site or scheme. */
export function sitePath(href: string, base: string): string | null {
  const h = decode(href.trim());
  const local = h.startsWith(base) ? h.slice(base.length) || '/' : h;
  if (!local.startsWith('/') || local.startsWith('//')) return null;
  return local.replace(/#.*$/, '') || '/';
}

/** The server-rendered markup of a page (its body, without the state script that carries every locale string). */
function bodyOf(html: string): string {
  const start = html.indexOf('<body');
  const end = html.indexOf('<script id="__SIFU_STATE__"');
  return html.slice(start < 0 ? 0 : start, end < 0 ? undefined : end);
}

/** The href of every <a> of the page's body. */
export function linksOf(html: string): string[] {
  return [...bodyOf(html).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]);
}

/** The src of every <img> of the page's body. */
export function imagesOf(html: string): string[] {
  return [...bodyOf(html).matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]);
}

/** The text of the page's <h1> elements, tags removed and spaces collapsed. */
export function h1sOf(html: string): string[] {
  return [...bodyOf(html).matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((m) =>
    decode(m[1].replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
