import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { polyfillDialog } from '@client/test/dialog-polyfill';
import { lightboxLabels as labels, processedPhoto } from '@client/test/lightbox-fixtures';
import { Lightbox, type LightboxItem } from './lightbox';

const items: LightboxItem[] = [1, 2, 3].map((n) => ({
  image: processedPhoto(n),
  src: `/p${n}`,
  alt: `Photo ${n}`,
  caption: n === 2 ? 'After the repair' : '',
}));

function Harness({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <Lightbox
      items={items}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
      labels={labels}
    />
  );
}

beforeAll(() => {
  polyfillDialog();
});

describe('Lightbox', () => {
  it('when opened, then it shows the photo with WebP and JPEG sources at its size, the position, and focuses Close', () => {
    render(<Harness onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Photos' });
    expect(dialog).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Photo 1' });
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1200');
    expect(img.getAttribute('src')).toBe('/p1-1600.jpg');
    expect(dialog.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe('/p1-320.webp 320w, /p1-1600.webp 1600w');
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('when the arrow keys or the buttons are used, then it moves through the photos and wraps; Esc closes', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 of 3')).toBeTruthy();
    expect(screen.getByText('After the repair')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('3 of 3')).toBeNull();
  });
});
