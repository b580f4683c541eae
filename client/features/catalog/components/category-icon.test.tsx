import { render } from '@testing-library/react';
import { CategoryIcon } from './category-icon';

const symbolOf = (container: HTMLElement) => container.querySelector('use')?.getAttribute('href')?.split('#')[1];

describe('CategoryIcon', () => {
  it('when the catalogue names a known icon, then the tile draws its cat- symbol and is hidden from assistive technology', () => {
    const { container } = render(<CategoryIcon name="faucet" size="sm" />);
    expect(symbolOf(container)).toBe('cat-faucet');
    const tile = container.firstElementChild;
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('class')?.split(' ')).toContain('i-175'); // stroke-width 1.75 (global-styles.tsx)
  });

  it('when the catalogue names an unknown icon, then the tile falls back to sparkles', () => {
    expect(symbolOf(render(<CategoryIcon name="no-such-icon" />).container)).toBe('cat-sparkles');
    expect(symbolOf(render(<CategoryIcon name="constructor" />).container)).toBe('cat-sparkles');
  });
});
