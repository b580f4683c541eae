/**
 * The only script a page names in its HTML (deferred, ~0.5 KB): once the server-rendered page has loaded
 * and painted, it adds the page's chunk scripts (listed by the server in #__SIFU_SCRIPTS__) so the app's
 * JavaScript never competes with the first paint of the content. Hidden tabs, where frames do not run,
 * start after a short timeout instead.
 */
const listEl = document.getElementById('__SIFU_SCRIPTS__');
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
let started = false;

function loadApp(): void {
  if (started || !listEl) return;
  started = true;
  for (const src of JSON.parse(listEl.textContent ?? '[]') as string[]) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    document.body.appendChild(script);
  }
}

function afterPaint(): void {
  requestAnimationFrame(() => setTimeout(loadApp, 0));
  setTimeout(loadApp, 1000);
}

if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
