/**
 * The only script a page names in its HTML (deferred, ~0.4 KB, so it runs once the document is parsed):
 * after the next frame has painted, it adds the page's chunk scripts (listed by the server in
 * #__SIFU_SCRIPTS__), so the app's JavaScript never competes with the first paint of the content. It does
 * not wait for images. Hidden tabs, where frames do not run, start after a short timeout instead.
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
    document.head.appendChild(script);
  }
}

requestAnimationFrame(() => setTimeout(loadApp, 0));
setTimeout(loadApp, 1000);
