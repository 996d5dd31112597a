import type { DirectoryMark } from './providers';

export interface DirectoryIconProps {
  /** The provider's mark; null draws the generic directory icon. */
  mark: DirectoryMark | null;
}

/** A 40 px provider icon: the provider's mark, or a generic people-and-folder drawing. */
export function DirectoryIcon({ mark }: DirectoryIconProps) {
  if (!mark) {
    return (
      <svg
        className="ds-icon"
        data-icon="generic"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="8" className="ds-icon-generic-bg" />
        <circle cx="16" cy="16" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M9 29c0-4 3.1-7 7-7s7 3 7 7M24 13.5a4 4 0 1 1 0 7.5M26 22.5c2.9.8 5 3.3 5 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  const size = mark.letters.length > 2 ? 11 : mark.letters.length > 1 ? 14 : 18;
  return (
    <svg
      className="ds-icon"
      data-icon="mark"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="8" fill={mark.color} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={size}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {mark.letters}
      </text>
    </svg>
  );
}
