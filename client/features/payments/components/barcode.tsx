/** The convenience-store bill as a Code 128 barcode (black on white, crisp edges, quiet zones) for the counter's scanner. */
import { css } from '@emotion/react';
import { code128Bars } from '../lib/code128';

const HEIGHT = 40;

/**
 * `size`: 'standard' (the bill's page), 'small' (a row of a list, still scannable) or 'scan' (the whole width of a
 * phone, taller, for the cashier's scanner at arm's length).
 */
export function Barcode({ value, label, size = 'standard' }: { value: string; label: string; size?: 'small' | 'standard' | 'scan' }) {
  const drawn = code128Bars(value);
  if (!drawn) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.width} ${HEIGHT}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      css={[svgStyles, sizeStyles[size]]}
      data-testid="cvs-barcode"
    >
      <rect width={drawn.width} height={HEIGHT} fill="#fff" />
      {drawn.bars.map((b) => (
        <rect key={b.x} x={b.x} width={b.w} height={HEIGHT} fill="#000" />
      ))}
    </svg>
  );
}

const svgStyles = css`
  display: block;
  width: 100%;
  max-width: 420px;
  height: 96px;
  margin: 0 auto;
`;

const sizeStyles = {
  standard: css``,
  small: css`
    max-width: 280px;
    height: 56px;
    margin: 0;
  `,
  scan: css`
    max-width: 560px;
    height: 144px;
  `,
};
