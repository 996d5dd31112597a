import type { ReactNode } from 'react';

/** A provider's or destination's mark: letters on its brand colour (or on the card's grey). */
export interface StatusMark {
  /** One to three letters drawn on it. */
  letters: string;
  /** Background of the mark; without one, a grey tile with the letters in the icon colour. */
  color?: string;
}

export interface StatusIconProps {
  /** The mark; null draws the widget's generic drawing (children). */
  mark: StatusMark | null;
  /** The generic drawing's strokes on the grey tile (40 × 40 viewBox). */
  children: ReactNode;
  /** `data-icon` of the generic drawing; default 'generic'. */
  generic?: string;
}

/** The status card's 40 px icon: a mark, or the widget's generic drawing. */
export function StatusIcon({ mark, children, generic = 'generic' }: StatusIconProps) {
  const size = mark ? (mark.letters.length > 2 ? 11 : mark.letters.length > 1 ? 14 : 18) : 0;
  return (
    <svg
      className="status-card-icon"
      data-icon={mark ? 'mark' : generic}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      {mark?.color ? (
        <rect width="40" height="40" rx="8" fill={mark.color} />
      ) : (
        <rect width="40" height="40" rx="8" className="status-card-icon-bg" />
      )}
      {mark ? (
        <text
          x="20"
          y="20"
          dy="0.35em"
          textAnchor="middle"
          fill={mark.color ? '#fff' : 'currentColor'}
          fontSize={size}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          {mark.letters}
        </text>
      ) : (
        children
      )}
    </svg>
  );
}
