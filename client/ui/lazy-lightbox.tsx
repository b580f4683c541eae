/**
 * The lightbox, loaded the first time a visitor opens a photo: profile and review thumbnails come with the page,
 * the viewer's code with the first click (it is not part of a public page's initial JavaScript).
 */
import { useState } from 'react';
import loadable from '@loadable/component';
import type { LightboxProps } from './lightbox';

const Lightbox = loadable(() => import(/* webpackChunkName: "lightbox" */ './lightbox'), { resolveComponent: (m) => m.Lightbox });

export function LazyLightbox(props: LightboxProps) {
  const [opened, setOpened] = useState(false);
  // Once opened it stays mounted, so closing it runs the dialog's own close (focus goes back to the thumbnail).
  if (props.index !== null && !opened) setOpened(true);
  return opened ? <Lightbox {...props} /> : null;
}
