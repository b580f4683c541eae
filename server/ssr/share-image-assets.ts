/**
 * Pictures a share card draws besides text: catalogue illustrations from the app's icon sprite (the built copy in
 * build/public/static, or the source in client/ui when there is no build) and a pro's logo, read from the public
 * upload store through the attachments service (only files anyone may see).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FullDeps } from '../lib/adapters';
import { BUILD_DIR, PROJECT_ROOT } from '../config/paths';
import { openAttachment } from '../modules/attachments/attachments.service';

const FALLBACK_ICON = 'sparkles';
let symbols: Map<string, string> | null = null;

function spriteText(): string {
  const built = path.join(BUILD_DIR, 'public/static');
  const name = fs.existsSync(built) ? fs.readdirSync(built).find((f) => /^i\.[a-z0-9]+\.svg$/.test(f)) : undefined;
  const file = name ? path.join(built, name) : path.join(PROJECT_ROOT, 'client/ui/icon-sprite.svg');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** The inner markup of the catalogue illustration `name` (24-unit lucide paths), or of the fallback; null without a sprite. */
export function catalogueIcon(name: string | undefined): string | null {
  if (!name) return null;
  symbols ??= new Map(
    [...spriteText().matchAll(/<symbol id="cat-([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [m[1], m[2]]),
  );
  return symbols.get(name) ?? symbols.get(FALLBACK_ICON) ?? null;
}

/** The attachments endpoint's or the public media path of an image (ADR 0045); other URLs are never fetched. */
const ATTACHMENT_URL = /^\/(?:api\/attachments|media)\/(\d{1,12})(?:[/?]|$)/;

/** The bytes of a public logo named by its URL on this site (its display size), or null. */
export async function publicLogo(deps: FullDeps, url: string | null | undefined): Promise<Buffer | null> {
  const id = url ? Number(ATTACHMENT_URL.exec(url)?.[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  try {
    const file = await openAttachment(deps, id, null, { size: 'display', format: 'jpeg' });
    return file.isPublic ? file.data : null;
  } catch {
    return null;
  }
}
