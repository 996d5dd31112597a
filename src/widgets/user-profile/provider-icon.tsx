import type { ReactNode } from 'react';
import type { ProviderId } from './model';

// Small inline marks for the four sign-in providers, drawn for this kit (simple shapes that
// read as each provider at 20 px), rendered only for the accounts a profile has.
const marks: Record<ProviderId, ReactNode> = {
  github: (
    <>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        style={{ fill: 'var(--panel, #fff)' }}
        d="M8 8.2 9.2 6c1 .3 1.8.8 2.2 1.2a6 6 0 0 1 1.2 0c.4-.4 1.2-.9 2.2-1.2L16 8.2c.8.9 1.2 2 1.2 3.1 0 2.9-2 4.2-4.2 4.5.4.4.6 1 .6 1.7V21h-3.2v-3.5c0-.7.2-1.3.6-1.7C8.8 15.5 6.8 14.2 6.8 11.3c0-1.2.4-2.2 1.2-3.1Z"
      />
    </>
  ),
  google: (
    <>
      <path
        fill="#4285f4"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4Z"
      />
      <path
        fill="#34a853"
        d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
      />
      <path fill="#fbbc04" d="M6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9.1L6.4 14Z" />
      <path
        fill="#ea4335"
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6Z"
      />
    </>
  ),
  microsoft: (
    <>
      <rect x="2" y="2" width="9.5" height="9.5" fill="#f25022" />
      <rect x="12.5" y="2" width="9.5" height="9.5" fill="#7fba00" />
      <rect x="2" y="12.5" width="9.5" height="9.5" fill="#00a4ef" />
      <rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#ffb900" />
    </>
  ),
  apple: (
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.4 4.4 0 0 0-3.4-1.9c-1.5-.1-2.8.9-3.5.9s-1.9-.8-3.1-.8A4.6 4.6 0 0 0 4.5 9.7c-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 2.9 2.4s1.6-.8 3-.8 1.8.8 3.1.7c1.3 0 2.1-1.2 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.4-1-2.4-3.9ZM14 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.2Z"
    />
  ),
};

/** The provider's mark as a decorative 20 px SVG (its name is always written next to it). */
export function ProviderIcon({ provider }: { provider: ProviderId }) {
  return (
    <svg
      className="up-provider-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {marks[provider]}
    </svg>
  );
}
