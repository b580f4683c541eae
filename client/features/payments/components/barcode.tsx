/** The convenience-store bill as a Code 128 barcode (black on white, crisp edges, quiet zones) for the counter's scanner. */
import { css } from '@emotion/react';
import { code128Bars } from '../lib/code128';

const HEIGHT = 40;

export function Barcode({ value, label }: { value: string; label: string }) {
  const drawn = code128Bars(value);
  if (!drawn) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.width} ${HEIGHT}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      css={svgStyles}
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
