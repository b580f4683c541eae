import fs from 'node:fs';
import path from 'node:path';
import type * as ReactModule from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { theme } from '../styles/theme';
import { Avatar, avatarColor, initialsOf } from './avatar';
import { Badge } from './badge';
import { DescriptionList } from './description-list';
import { Icon } from './icon';
import { PriceRange, medianPercent } from './price-range';
import { Progress } from './progress';
import { Section } from './section';
import { Skeleton, SkeletonText } from './skeleton';

// The shared jest config does not transform react-router's ESM dependency (@remix-run/route-pattern),
// so Link is stubbed as the plain <a href> it renders.
jest.mock('react-router', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement('a', { href: to, ...rest }),
    MemoryRouter: ({ children }: { children: unknown }) => children,
  };
});

describe('Avatar', () => {
  it('when given names, then initials suit Chinese and English names', () => {
    expect(initialsOf('陳大文')).toBe('陳');
    expect(initialsOf('Chan Tai Man')).toBe('CM');
    expect(initialsOf('  wong ')).toBe('W');
    expect(initialsOf('')).toBe('?');
  });

  it('when the same name is seen twice, then it gets the same palette colour', () => {
    expect(avatarColor('陳大文')).toBe(avatarColor('陳大文'));
    expect(theme.avatarPalette).toContain(avatarColor('Chan Tai Man'));
  });

  it('when decorative, then it is hidden from assistive technology; with alt it is a named image', () => {
    const { container } = render(<Avatar name="陳大文" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    render(<Avatar name="Chan Tai Man" alt="Chan Tai Man" size="lg" />);
    expect(screen.getByRole('img', { name: 'Chan Tai Man' }).textContent).toBe('CM');
    render(<Avatar name="Ann" src="/uploads/a.jpg" alt="Ann" size="sm" />);
    const img = screen.getByRole('img', { name: 'Ann' });
    expect(img.getAttribute('width')).toBe('32');
  });
});

describe('Icon', () => {
  const useHref = (svg: Element | null) => svg?.querySelector('use')?.getAttribute('href');

  it('when labelled, then it is a named image; otherwise it is hidden', () => {
    const { container } = render(
      <>
        <Icon name="verified" label="Verified" />
        <Icon name="star" />
      </>,
    );
    const labelled = screen.getByRole('img', { name: 'Verified' });
    expect(labelled.hasAttribute('aria-hidden')).toBe(false);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    expect(container.querySelector('svg[aria-hidden="true"]')?.hasAttribute('role')).toBe(false);
  });

  it('when drawn, then it is an outline at the given size that uses its symbol of the sprite', () => {
    const { container } = render(<Icon name="map-pin" />);
    const svg = container.querySelector('svg');
    expect(useHref(svg)).toBe('/static/asset-stub.svg#map-pin');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('height')).toBe('20');
    // The viewBox is the symbol's (every symbol of the sprite has one), scaled by <use> to the svg's size.
    expect(svg?.hasAttribute('viewBox')).toBe(false);
    const sprite = fs.readFileSync(path.join(__dirname, 'icon-sprite.svg'), 'utf8');
    const symbols = sprite.match(/<symbol [^>]*>/g) ?? [];
    expect(symbols.length).toBeGreaterThan(100);
    expect(symbols.filter((s) => !s.includes('viewBox="0 0 24 24"'))).toEqual([]);
    // Stroke and fill come from the global .i class, not from attributes on every icon.
    expect(svg?.getAttribute('class')).toBe('i');
    expect(svg?.getAttribute('fill')).toBeNull();
    expect(svg?.getAttribute('stroke')).toBeNull();
  });

  it('when filled with a thinner stroke, then the shape is filled with the text colour', () => {
    const { container } = render(<Icon name="star" size={32} filled strokeWidth={1.5} className="extra" />);
    const svg = container.querySelector('svg');
    expect(useHref(svg)).toMatch(/#star$/);
    expect(svg?.getAttribute('class')?.split(' ')).toEqual(expect.arrayContaining(['i', 'i-f', 'i-15', 'extra']));
    expect(svg?.getAttribute('width')).toBe('32');
    expect(svg?.getAttribute('class')).toContain('extra');
  });

  it('when it is the loading icon, then it spins and other icons do not', () => {
    const { container } = render(
      <>
        <Icon name="loading" />
        <Icon name="check" />
      </>,
    );
    const [loading, check] = container.querySelectorAll('svg');
    expect(useHref(loading)).toMatch(/#loading$/);
    expect(getComputedStyle(loading).animation).toContain('sifu-icon-spin');
    expect(getComputedStyle(check).animation).toBe('');
  });
});

describe('Badge', () => {
  it('when it has an icon, then the text alone names it', () => {
    render(
      <Badge tone="success" icon="verified">
        Verified
      </Badge>,
    );
    expect(screen.getByText('Verified').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Progress', () => {
  it('when on step 2 of 5, then the progressbar exposes value, max and text', () => {
    render(<Progress value={2} max={5} label="Questionnaire progress" valueText="Step 2 of 5" />);
    const bar = screen.getByRole('progressbar', { name: 'Questionnaire progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 5');
    expect(bar.children).toHaveLength(5);
  });
});

describe('PriceRange', () => {
  it('when median is between low and high, then the marker position is proportional and clamped', () => {
    expect(medianPercent(300, 500, 1300)).toBe(20);
    expect(medianPercent(300, 2000, 1300)).toBe(100);
    expect(medianPercent(500, 500, 500)).toBe(50);
  });

  it('when rendered, then captions and formatted prices form a description list', () => {
    render(
      <PriceRange
        low={300}
        median={550}
        high={1200}
        labels={{ low: 'HK$300', median: 'HK$550', high: 'HK$1,200' }}
        captions={{ low: 'Low', median: 'Typical', high: 'High' }}
        footnote="Based on 128 quotes"
      />,
    );
    expect(screen.getByText('Typical').nextElementSibling?.textContent).toBe('HK$550');
    expect(screen.getByRole('figure').textContent).toContain('Based on 128 quotes');
    expect(screen.getByRole('figure').querySelector('[style]')).toBeNull();
  });
});

describe('Section and DescriptionList', () => {
  it('when a section has an action, then it is a region named by its heading with a link', () => {
    render(
      <MemoryRouter>
        <Section title="Top plumbers" action={{ label: 'See all', href: '/hk/plumbing/pros' }}>
          <DescriptionList layout="inline" items={[{ term: 'Hires', description: '32' }]} />
        </Section>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Top plumbers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/hk/plumbing/pros');
    expect(screen.getByRole('term').textContent).toBe('Hires');
    expect(screen.getByRole('definition').textContent).toBe('32');
  });
});

describe('Skeleton', () => {
  it('when rendered, then it is hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton variant="circle" width={40} />
        <SkeletonText lines={2} />
      </>,
    );
    expect([...container.children].every((el) => el.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
