/**
 * The call layer, mounted once for every page (the root layout) so a signed-in user rings on whatever page is open,
 * public or dashboard, and a call survives moving between them. Its chunk loads only in the browser, after
 * hydration (`ssr: false`: the server and the hydrating render draw nothing, the chunk is imported once mounted), and
 * only while the session says someone is signed in (`userId`, from the session the header reads anyway): no page's
 * first JavaScript carries the calling code, and a visitor's page opens no realtime socket.
 */
import loadable from '@loadable/component';

const VoiceLayer = loadable(() => import(/* webpackChunkName: "voice-layer" */ './voice-layer'), { ssr: false });

export function LazyVoiceLayer({ userId }: { userId: number | undefined }) {
  // Keyed by the user: signing in as someone else starts a fresh layer (and socket subscription) for them.
  return userId ? <VoiceLayer key={userId} /> : null;
}
