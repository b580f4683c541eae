/** Test data for the photo viewer and the photo grids: processed photo sizes and the viewer's labels in English. */
import type { LightboxLabels } from '@client/ui/lightbox';
import type { PictureImage } from '@client/ui/picture';

/** Photo `n` processed to a 320×240 thumbnail and a 1600×1200 display size. */
export const processedPhoto = (n: number): PictureImage => ({
  thumb: { width: 320, height: 240, webp: `/p${n}-320.webp`, jpeg: `/p${n}-320.jpg` },
  display: { width: 1600, height: 1200, webp: `/p${n}-1600.webp`, jpeg: `/p${n}-1600.jpg` },
});

export const lightboxLabels: LightboxLabels = {
  dialog: 'Photos',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  position: (n, total) => `${n} of ${total}`,
};
