import type { Destination } from './model';

export interface DestinationIconProps {
  destination: Destination | null;
}

/** A 40 px mark: the destination's monogram, or an HTTPS drawing (also when none is set up). */
export function DestinationIcon({ destination }: DestinationIconProps) {
  const letters = destination?.letters;
  if (!letters) {
    return (
      <svg
        className="als-icon"
        data-icon="https"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="8" className="als-icon-bg" />
        <rect
          x="13"
          y="18"
          width="14"
          height="11"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M16 18v-3a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 22v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  const size = letters.length > 2 ? 11 : letters.length > 1 ? 14 : 18;
  return (
    <svg
      className="als-icon"
      data-icon="mark"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="8" className="als-icon-bg" />
      <text
        x="20"
        y="20"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={size}
        fontWeight="700"
        fill="currentColor"
      >
        {letters}
      </text>
    </svg>
  );
}
