/**
 * Makes sure the CJK font collections that receipts and invoices embed (server/modules/wallet/charge-document-pdf.ts)
 * are present for the API tests that produce them: installs Debian's `fonts-noto-cjk` with apt-get when the files are
 * missing (root only), else fails with the command to run. Never skips: a receipt test without the font would prove
 * nothing. The paths are the defaults of RECEIPT_FONT_PATH and RECEIPT_BOLD_FONT_PATH (server/config/env.ts).
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const PACKAGE = 'fonts-noto-cjk';
const FONTS = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'];

if (FONTS.every((f) => fs.existsSync(f))) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Receipt PDF tests need Debian's ${PACKAGE} (${FONTS.join(', ')}). Run: sudo apt-get install -y ${PACKAGE}`);
  process.exit(1);
}
console.log(`Installing ${PACKAGE} with apt-get (receipt and invoice PDFs embed Noto Sans CJK)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -q', { stdio: 'inherit', env });
execSync(`apt-get install -y -q --no-install-recommends ${PACKAGE}`, { stdio: 'inherit', env });
