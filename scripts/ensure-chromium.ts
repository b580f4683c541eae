/**
 * Makes sure Debian's Chromium and CJK fonts are present for the browser tests (STACK pitfall 10):
 * installs `chromium` and `fonts-noto-cjk` with apt-get when missing (root only), else explains what to run.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasFonts = (() => {
  try {
    return /Noto Sans CJK/i.test(execSync('fc-list', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return false;
  }
})();
const missing = [!fs.existsSync(browser) ? 'chromium' : null, !hasFonts ? 'fonts-noto-cjk' : null].filter(Boolean) as string[];

if (missing.length === 0) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Browser tests need Debian packages: ${missing.join(' ')}. Run: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -q', { stdio: 'inherit', env });
execSync(`apt-get install -y -q --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
