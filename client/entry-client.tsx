/**
 * Browser entry. The app's modules are evaluated in separate tasks (React DOM, then the app: router, i18n,
 * route table) instead of one long one; "eager" imports stay in the already loaded chunks, so this adds no
 * request. client/app/client-start.tsx then hydrates.
 */
import { yieldToMain } from '@client/lib/yield-to-main';

async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { start } = await import(/* webpackMode: "eager" */ './app/client-start');
  await start();
}

void boot();
