/** Test helpers: read a rendered page's head tags and heading levels from its HTML (SSR tests). */
export interface Head {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jsonLd: any[];
}

const decode = (s: string | undefined) =>
  s
    ?.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function headOf(html: string): Head {
  const headHtml = html.slice(0, html.indexOf('</head>'));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(headHtml)?.[1]),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(headHtml)?.[1]),
    canonical: decode(/<link rel="canonical" href="([^"]*)">/.exec(headHtml)?.[1]),
    robots: /<meta name="robots" content="([^"]*)">/.exec(headHtml)?.[1],
    alternates: Object.fromEntries(
      [...headHtml.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], decode(m[2])!]),
    ),
    og: Object.fromEntries([...headHtml.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)">/g)].map((m) => [m[1], decode(m[2])!])),
    twitter: Object.fromEntries(
      [...headHtml.matchAll(/<meta name="(twitter:[^"]+)" content="([^"]*)">/g)].map((m) => [m[1], decode(m[2])!]),
    ),
    jsonLd: [...headHtml.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1])),
  };
}

/** The levels of the rendered body's headings in document order (h1 → 1 …). */
export function headingLevels(html: string): number[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

/** The server-rendered markup only (not the head, and not the state script that carries every locale string). */
export function markupOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="__SIFU_STATE__"');
  return html.slice(start, end < 0 ? undefined : end);
}
