/**
 * Where a profile photo's like control goes, only while the `photo` flag is on. The server renders the control at
 * once (with the prefetched counts). In the browser it is a Suspense boundary around code loaded apart: at hydration
 * React keeps the server's markup until that code is there and then hydrates it, so the control adds nothing to the
 * public profile's first JavaScript.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useEnv } from '@client/lib/env';
import type * as ControlModule from './photo-like-control';

type Control = typeof ControlModule;

// `require` in a branch webpack drops from the browser's bundle: a static import would put the control's code there.
const LikeControl: ComponentType<ControlModule.PhotoLikeProps> = __SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./photo-like-control') as Control).default
  : lazy(() => import(/* webpackChunkName: "photo-like" */ './photo-like-control'));

export function PhotoLikeSlot(props: ControlModule.PhotoLikeProps) {
  // The flag itself rather than photoEnabled(): one module less in the profile's first JavaScript.
  if (!useEnv().featureFlags.photo) return null;
  return (
    <Suspense fallback={null}>
      <LikeControl {...props} />
    </Suspense>
  );
}
