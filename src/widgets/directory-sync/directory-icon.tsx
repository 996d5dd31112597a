import { StatusIcon } from '../shared';
import type { DirectoryMark } from './providers';

export interface DirectoryIconProps {
  /** The provider's mark; null draws the generic directory icon. */
  mark: DirectoryMark | null;
}

/** A 40 px provider icon: the provider's mark, or a generic people-and-folder drawing. */
export function DirectoryIcon({ mark }: DirectoryIconProps) {
  return (
    <StatusIcon mark={mark}>
      <circle cx="16" cy="16" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9 29c0-4 3.1-7 7-7s7 3 7 7M24 13.5a4 4 0 1 1 0 7.5M26 22.5c2.9.8 5 3.3 5 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </StatusIcon>
  );
}
