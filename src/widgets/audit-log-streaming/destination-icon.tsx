import { StatusIcon } from '../shared';
import type { Destination } from './model';

export interface DestinationIconProps {
  destination: Destination | null;
}

/** A 40 px mark: the destination's monogram, or an HTTPS drawing (also when none is set up). */
export function DestinationIcon({ destination }: DestinationIconProps) {
  const letters = destination?.letters;
  return (
    <StatusIcon mark={letters ? { letters } : null} generic="https">
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
    </StatusIcon>
  );
}
