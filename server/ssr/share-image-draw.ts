/**
 * Draws a share card (shared/domain/share-image.ts) as a 1200×630 PNG: the Sifu mark and name, a label, the title
 * (balanced over up to three lines), a subtitle, and chips for the rating, prices and counts; on the right the
 * category illustration or the pro's logo (initials without one). Laid out here as SVG and rasterised by sharp
 * (librsvg, fonts through fontconfig: Noto Sans CJK, see the Dockerfile; share-image-fonts.ts makes sure one is usable).
 * Colours and type follow DESIGN.md.
 */
import sharp from 'sharp';
import type { TFunction } from 'i18next';
import { SHARE_IMAGE_HEIGHT as H, SHARE_IMAGE_WIDTH as W, type ShareCard } from '@shared/domain/share-image';
import { blockHeight, escapeXml, layoutText, type TextBlock } from './share-image-text';
import { CHIP_H, COLORS as C, cardChips, chipSvg, chipWidth } from './share-image-chips';

const PAD = 72;
const ART = 264;
/** The font stack of every share image (share-image-fonts.ts checks that the renderer can draw Chinese with it). */
export const SHARE_FONT_FAMILY = `'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans TC', 'PingFang HK', sans-serif`;
// The mark of client/public/favicon.svg (a 32-unit square).
const MARK_S =
  'M9 21.5c1.6 1.4 3.9 2.1 6.5 2.1 3.7 0 6.2-1.7 6.2-4.4 0-2.4-1.7-3.4-5.3-4.2-2.5-.6-3.3-1-3.3-2 0-.9 1-1.6 2.6-1.6 1.7 0 3.1.6 4.2 1.5l1.9-2.6C20.3 9 18.3 8.4 16 8.4c-3.6 0-6 1.9-6 4.6 0 2.6 1.9 3.5 5.4 4.3 2.4.5 3.2 1 3.2 1.9 0 1-1.1 1.6-2.9 1.6-2 0-3.7-.7-5-1.9L9 21.5z';

export interface DrawContext {
  t: TFunction;
  /** The inner markup of the card's catalogue illustration (a 24-unit lucide symbol), when it has one. */
  icon?: string | null;
  /** The pro's logo (any format sharp reads), when it has one. */
  logo?: Buffer | null;
}

/** Title and subtitle: a page title "Name｜what it offers" is split in two when no subtitle is given. */
export function titleParts(card: ShareCard): { title: string; subtitle?: string } {
  if (card.subtitle) return { title: card.title, subtitle: card.subtitle };
  const m = /^(.+?)\s*(?:｜|\s\|\s|:\s|：)\s*(.+)$/u.exec(card.title);
  return m ? { title: m[1], subtitle: m[2] } : { title: card.title };
}

function linesSvg(block: TextBlock, x: number, top: number, o: { weight: number; fill: string }): string {
  const lh = block.lineHeight;
  return block.lines
    .map((line, i) => {
      const y = top + block.size * (lh * i + 0.5 * (lh - 1) + 0.86);
      return `<text x="${x}" y="${y.toFixed(1)}" font-size="${block.size}" font-weight="${o.weight}" fill="${o.fill}">${escapeXml(line)}</text>`;
    })
    .join('');
}

const SUB_GAP = 18;
const TITLE_SIZES = [80, 72, 64, 56, 50];

/**
 * Title and subtitle in `height` px: the title in up to two lines with the whole subtitle, else with one line of
 * it, else the title alone in up to three lines (cut with "…" only when even that is not enough).
 */
function textBlocks(title: string, subtitle: string | undefined, width: number, height: number) {
  const heading = (maxLines: number, maxHeight: number) =>
    layoutText(title, { width, sizes: TITLE_SIZES, maxLines, maxHeight, weight: 'bold', balance: true });
  if (subtitle) {
    for (const subLines of [2, 1]) {
      const sub = layoutText(subtitle, { width, sizes: [34, 30], maxLines: subLines, lineHeight: 1.45, balance: true });
      const head = heading(2, height - SUB_GAP - blockHeight(sub));
      if (head.whole && (sub.whole || subLines === 1)) return { head, sub };
    }
  }
  return { head: heading(3, height), sub: null };
}

/** Initials of a name: the first CJK character, or the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  if (/\p{Script=Han}/u.test(first)) return first;
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function artSvg(card: ShareCard, ctx: DrawContext, x: number, y: number): string {
  if (card.avatar) {
    const r = ART / 2;
    const ring = `<circle cx="${x + r}" cy="${y + r}" r="${r}" fill="#fff"/>`;
    if (ctx.logo) return ring;
    const initials = initialsOf(card.avatar.name);
    const size = initials.length > 1 ? 104 : 120;
    return (
      ring +
      `<text x="${x + r}" y="${(y + r + size * 0.36).toFixed(1)}" text-anchor="middle" font-size="${size}" font-weight="700" fill="${C.brand}">${escapeXml(initials)}</text>`
    );
  }
  if (!ctx.icon) return '';
  const scale = (ART * 0.54) / 24;
  const off = (ART - 24 * scale) / 2;
  return (
    `<rect x="${x}" y="${y}" width="${ART}" height="${ART}" rx="48" fill="#fff" fill-opacity="0.12"/>` +
    `<g transform="translate(${x + off} ${y + off}) scale(${scale.toFixed(3)})" fill="none" stroke="#fff" stroke-width="1.5" ` +
    `stroke-linecap="round" stroke-linejoin="round">${ctx.icon}</g>`
  );
}

export interface CardLayout {
  svg: string;
  /** Where the logo goes (a circle inside the white ring), when the card has one. */
  logoBox: { left: number; top: number; size: number } | null;
}

/** The card as SVG: every text on it comes from `card` or from the translations. */
export function shareCardSvg(card: ShareCard, ctx: DrawContext): CardLayout {
  const { t } = ctx;
  const hasArt = Boolean(card.avatar || ctx.icon);
  const textWidth = W - 2 * PAD - (hasArt ? ART + 56 : 0);
  const chips = cardChips(card, t);
  const { title, subtitle } = titleParts(card);
  const label = card.label ? layoutText(card.label, { width: textWidth, sizes: [30], maxLines: 1, weight: 'bold', lineHeight: 1.4 }) : null;
  const top = 150;
  const bottom = H - PAD - CHIP_H - 28;
  const labelH = label ? blockHeight(label) + 8 : 0;
  const { head, sub } = textBlocks(title, subtitle, textWidth, bottom - top - labelH);
  const total = labelH + blockHeight(head) + (sub ? SUB_GAP + blockHeight(sub) : 0);
  let y = top + Math.max(0, (bottom - top - total) / 2);
  const parts: string[] = [];
  if (label) parts.push(linesSvg(label, PAD, y, { weight: 700, fill: C.label }));
  y += labelH;
  parts.push(linesSvg(head, PAD, y, { weight: 700, fill: '#fff' }));
  if (sub) parts.push(linesSvg(sub, PAD, y + blockHeight(head) + SUB_GAP, { weight: 400, fill: C.soft }));

  // Chips along the bottom, as many as fit; the tagline when the page has no figures.
  let x = PAD;
  const chipY = H - PAD - CHIP_H;
  for (const chip of chips) {
    const w = chipWidth(chip);
    if (x + w > W - PAD) break;
    parts.push(chipSvg(chip, x, chipY));
    x += w + 16;
  }
  if (!chips.length) {
    parts.push(
      `<rect x="${PAD}" y="${chipY + 18}" width="6" height="30" rx="3" fill="${C.amber}"/>` +
        `<text x="${PAD + 24}" y="${chipY + 44}" font-size="30" fill="${C.soft}">${escapeXml(t('common|share>tagline'))}</text>`,
    );
  }

  const artX = W - PAD - ART;
  const artY = Math.round(top + (bottom - top - ART) / 2) + 8;
  const siteName = t('common|meta>site_name');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${SHARE_FONT_FAMILY}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand}"/>` +
    `<stop offset="1" stop-color="${C.brandDeep}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="${W - 40}" cy="${H + 30}" r="300" fill="#fff" fill-opacity="0.05"/>` +
    `<circle cx="${W - 150}" cy="-70" r="200" fill="#fff" fill-opacity="0.05"/>` +
    `<rect x="${PAD}" y="60" width="60" height="60" rx="15" fill="#fff"/>` +
    `<path d="${MARK_S}" fill="${C.brand}" transform="translate(${PAD} 60) scale(1.875)"/>` +
    `<text x="${PAD + 78}" y="103" font-size="34" font-weight="700" fill="#fff">${escapeXml(siteName)}</text>` +
    artSvg(card, ctx, artX, artY) +
    parts.join('') +
    `</svg>`;
  const logoBox = card.avatar && ctx.logo ? { left: artX + 8, top: artY + 8, size: ART - 16 } : null;
  return { svg, logoBox };
}

/** The logo cut to a circle of `size` px, or null when it cannot be read. */
async function roundLogo(data: Buffer, size: number): Promise<Buffer | null> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .resize(size, size, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card as a PNG of SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT (a logo that cannot be read gives way to initials). */
export async function drawShareImage(card: ShareCard, ctx: DrawContext): Promise<Buffer> {
  const logo = card.avatar && ctx.logo ? await roundLogo(ctx.logo, ART - 16) : null;
  const { svg, logoBox } = shareCardSvg(card, { ...ctx, logo });
  const layers = logo && logoBox ? [{ input: logo, left: logoBox.left, top: logoBox.top }] : [];
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 9, palette: true, quality: 95, effort: 8 }).toBuffer();
}
