/**
 * HTML for the sandbox gateway's hosted pages: an `html` template tag that escapes every interpolated value
 * (only other `html` results pass through unescaped), and the page shell with its nonce'd inline styles.
 */
import type { Language } from '@shared/i18n/i18n-config';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0];
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1];
  });
  return new SafeHtml(out);
}

/** DESIGN.md tokens: brand teal, amber accent, greys, 4 px grid, radius 8/12, CJK-friendly type; 390 px first. */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#F3F4F6;color:#111827;font:16px/1.65 "Noto Sans TC","PingFang HK","Microsoft JhengHei",system-ui,sans-serif}
.banner{background:#FEF3C7;color:#92400E;border-bottom:1px solid #F59E0B;padding:8px 16px;font-size:14px;text-align:center;font-weight:600}
.wrap{max-width:440px;margin:0 auto;padding:16px}
.panel{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(17,24,39,.08),0 1px 2px rgba(17,24,39,.04);padding:24px 16px;margin-bottom:16px}
.merchant{display:flex;align-items:center;gap:12px;margin-bottom:16px}
.logo{width:40px;height:40px;border-radius:8px;background:#0F766E;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
.merchant-name{font-weight:600}
.muted{color:#4B5563;font-size:14px}
.amount{font-size:28px;font-weight:700;margin:4px 0 0}
h1{font-size:22px;line-height:1.4;margin:16px 0 8px}
h1:first-child{margin-top:0}
h2{font-size:18px;margin:0 0 8px}
label{display:block;font-weight:600;font-size:14px;margin:16px 0 4px}
input{width:100%;height:48px;border:1px solid #D1D5DB;border-radius:8px;padding:0 12px;font-size:16px;font-family:inherit;background:#fff;color:#111827}
input:focus{outline:2px solid #0F766E;outline-offset:1px;border-color:#0F766E}
input[aria-invalid=true]{border-color:#B91C1C}
.row{display:flex;gap:12px}.row>div{flex:1}
.field-error{color:#B91C1C;font-size:14px;margin:4px 0 0}
.alert{border-radius:8px;padding:12px;margin:0 0 16px;font-size:15px}
.alert-error{background:#FEF2F2;color:#991B1B;border:1px solid #FCA5A5}
.alert-info{background:#F0FDFA;color:#115E59;border:1px solid #99F6E4}
.code{font:700 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:4px}
.btn{display:block;width:100%;min-height:48px;border:0;border-radius:8px;background:#0F766E;color:#fff;font-weight:600;font-size:16px;line-height:1.3;font-family:inherit;padding:12px 16px;margin-top:24px;cursor:pointer;text-align:center;text-decoration:none}
.btn:hover{background:#115E59}.btn:focus-visible{outline:3px solid #F59E0B;outline-offset:2px}
.btn-secondary{background:#fff;color:#0F766E;border:1px solid #0F766E;margin-top:12px}
.btn-secondary:hover{background:#F0FDFA}
.link{display:block;text-align:center;color:#0F766E;margin-top:16px;font-size:15px}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px 4px;border-bottom:1px solid #E5E7EB;vertical-align:top}
td.num{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}
dl{margin:0}dt{color:#4B5563;font-size:14px;margin-top:12px}dd{margin:0;font-weight:600}
footer{text-align:center;color:#4B5563;font-size:13px;padding:8px 16px 24px}
footer a{color:#0F766E}
`;

export interface PageShell {
  lng: Language;
  nonce: string;
  title: string;
  banner: string;
  footer: string;
  langSwitch: { href: string; label: string; lng: Language };
  body: SafeHtml;
}

/**
 * A whole hosted page; the body is already escaped by `html`. It names the site's icon: without one the browser asks
 * for /favicon.ico, a 404.
 */
export function renderPage(p: PageShell): string {
  return html`<!DOCTYPE html>
    <html lang="${p.lng}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>${p.title}</title>
        <style nonce="${p.nonce}">
          ${new SafeHtml(STYLES)}
        </style>
      </head>
      <body>
        <div class="banner" role="note">${p.banner}</div>
        <main class="wrap">${p.body}</main>
        <footer>
          <p>${p.footer}</p>
          <p><a href="${p.langSwitch.href}" hreflang="${p.langSwitch.lng}" lang="${p.langSwitch.lng}">${p.langSwitch.label}</a></p>
        </footer>
      </body>
    </html>`.value;
}
