import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { lightboxLabels as labels, processedPhoto } from '@client/test/lightbox-fixtures';
import { PhotoGrid, type PhotoGridItem } from './photo-grid';

const items: PhotoGridItem[] = [
  { id: 1, image: processedPhoto(1), src: '/p1', alt: 'Photo 1', caption: 'Before' },
  { id: 2, image: null, src: '/p2.jpg', width: 800, height: 600, alt: 'Photo 2', caption: '' },
];

beforeAll(() => {
  polyfillDialog();
});

describe('PhotoGrid', () => {
  it('when shown as tiles, then each photo is a named button in a figure and only given captions are shown', () => {
    render(<PhotoGrid variant="tiles" items={items} openLabel={(alt) => `Open ${alt}`} lightboxLabels={labels} data-testid="grid" />);
    expect(screen.getByTestId('grid').tagName).toBe('UL');
    expect(screen.getByRole('button', { name: 'Open Photo 1' })).toBeTruthy();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    expect(screen.getByText('Before').tagName).toBe('FIGCAPTION');
    const plain = screen.getByRole('img', { name: 'Photo 2' });
    expect(plain.getAttribute('width')).toBe('800');
    expect(plain.getAttribute('height')).toBe('600');
  });

  it('when shown as thumbs, then the list carries its name, photos are 72 px squares and there are no figures', () => {
    render(
      <PhotoGrid variant="thumbs" items={items} openLabel={(alt) => `Open ${alt}`} lightboxLabels={labels} aria-label="Review photos" />,
    );
    expect(screen.getByRole('list', { name: 'Review photos' })).toBeTruthy();
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
    const plain = screen.getByRole('img', { name: 'Photo 2' });
    expect(plain.getAttribute('width')).toBe('72');
    expect(plain.getAttribute('height')).toBe('72');
  });

  it('when a thumbnail is clicked, then the lightbox opens on that photo', async () => {
    render(<PhotoGrid variant="tiles" items={items} openLabel={(alt) => `Open ${alt}`} lightboxLabels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Photo 2' }));
    expect(await screen.findByText('2 of 2')).toBeTruthy();
  });
});
