/**
 * The small marks of the sign-in providers: plain single-colour shapes in currentColor, drawn inline (no brand
 * artwork, no external image loads). Decorative: the button's text names the provider.
 */
import type { SocialProvider } from '@shared/domain/social-sign-in';

const APPLE =
  'M10 6.2C8.9 5 7.4 4.6 6.2 5.1 4.1 5.9 3.1 8.2 3.5 10.8c.4 2.8 2.2 5.7 3.8 5.7.9 0 1.4-.5 2.7-.5s1.8.5 2.7.5c1.6 0 3.4-2.9 3.8-5.7.4-2.6-.6-4.9-2.7-5.7-1.2-.5-2.7-.1-3.8 1.1zM10.2 5.4c.2-1.6 1.2-2.8 2.7-3.2-.1 1.6-1.1 2.8-2.7 3.2z';

export function SocialMark({ provider, size = 20 }: { provider: SocialProvider; size?: number }) {
  if (provider === 'apple') {
    return (
      <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d={APPLE} fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="10" y="14.2" textAnchor="middle" fontSize="11.5" fontWeight="700" fontFamily="system-ui, sans-serif" fill="currentColor">
        {provider === 'google' ? 'G' : 'f'}
      </text>
    </svg>
  );
}
