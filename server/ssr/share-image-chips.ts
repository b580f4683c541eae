/**
 * The chips along the bottom of a share card: the rating with its count, a price (range, median or starting price),
 * verified, hires, pros and quotes, each worded by the translations; white pills measured to fit their text.
 */
import type { TFunction } from 'i18next';
import type { ShareCard } from '@shared/domain/share-image';
import { formatHkd } from '@shared/utils/format';
import { escapeXml, measure } from './share-image-text';

/** DESIGN.md's brand teal, amber accent and text greys, with the light teals used on the brand colour. */
export const COLORS = {
  brand: '#0F766E',
  brandDeep: '#134E4A',
  label: '#99F6E4',
  soft: '#CCFBF1',
  amber: '#F59E0B',
  text: '#111827',
  muted: '#4B5563',
};

export const CHIP_H = 64;

/** One chip: an optional star, a strong part and a plain part. */
export interface Chip {
  star?: boolean;
  check?: boolean;
  strong: string;
  plain?: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The chips of a card, in the order they are shown (those that do not fit are left out). */
export function cardChips(card: ShareCard, t: TFunction): Chip[] {
  const chips: Chip[] = [];
  if (card.rating && card.rating.count > 0) {
    chips.push({
      star: true,
      strong: card.rating.average.toFixed(1),
      plain: t('common|share>reviews', { count: card.rating.count, n: count(card.rating.count) }),
    });
  }
  const p = card.price;
  if (p) {
    const per = (price: string) => (p.hourly ? t('common|share>per_hour', { price }) : price);
    if (p.low != null && p.high != null && p.high > p.low) chips.push({ strong: per(`${formatHkd(p.low)}–${count(p.high)}`) });
    else if (p.median != null) chips.push({ strong: per(formatHkd(p.median)), plain: t('common|share>median') });
    else if (p.from != null) chips.push({ strong: t('common|share>from', { price: per(formatHkd(p.from)) }) });
  }
  if (card.verified) chips.push({ check: true, strong: t('common|share>verified') });
  if (card.hires) chips.push({ strong: count(card.hires), plain: t('common|share>hires', { count: card.hires }) });
  if (card.pros) chips.push({ strong: count(card.pros), plain: t('common|share>pros', { count: card.pros }) });
  if (card.quotes) chips.push({ strong: count(card.quotes), plain: t('common|share>quotes', { count: card.quotes }) });
  return chips;
}

const CHIP_SIZE = 28;
const CHIP_PAD = 26;

/** The plain part after a space, except after a full-width bracket (「4.8（12 個評價）」). */
const plainText = (plain: string) => (/^[（「]/.test(plain) ? plain : ` ${plain}`);

export function chipWidth(c: Chip): number {
  const icon = c.star || c.check ? 40 : 0;
  const strong = measure(c.strong, CHIP_SIZE, 'bold');
  const plain = c.plain ? measure(plainText(c.plain), CHIP_SIZE) : 0;
  return Math.ceil(CHIP_PAD * 2 + icon + strong + plain);
}

function starPath(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${COLORS.amber}"/>`;
}

export function chipSvg(c: Chip, x: number, y: number): string {
  const w = chipWidth(c);
  const base = y + CHIP_H / 2 + CHIP_SIZE * 0.36;
  let tx = x + CHIP_PAD;
  let icon = '';
  if (c.star) icon = starPath(tx + 14, y + CHIP_H / 2, 15);
  if (c.check) {
    icon =
      `<circle cx="${tx + 14}" cy="${y + CHIP_H / 2}" r="15" fill="${COLORS.brand}"/>` +
      `<path d="M${tx + 7} ${y + 32}l5 5 9-10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  if (icon) tx += 40;
  const plain = c.plain ? `<tspan font-weight="400" fill="${COLORS.muted}">${escapeXml(plainText(c.plain))}</tspan>` : '';
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${CHIP_H}" rx="${CHIP_H / 2}" fill="#fff"/>${icon}` +
    `<text x="${tx}" y="${base.toFixed(1)}" xml:space="preserve" font-size="${CHIP_SIZE}" font-weight="700" fill="${COLORS.text}">` +
    `${escapeXml(c.strong)}${plain}</text>`
  );
}
