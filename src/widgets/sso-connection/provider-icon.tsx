import { StatusIcon } from '../shared';
import type { ProviderMark } from './providers';

export interface ProviderIconProps {
  /** The provider's mark; null draws the generic identity-provider icon. */
  mark: ProviderMark | null;
}

/** A 40 px identity-provider icon: the provider's mark, or a generic key-and-shield drawing. */
export function ProviderIcon({ mark }: ProviderIconProps) {
  return (
    <StatusIcon mark={mark}>
      <path
        d="M20 9 11 12.5v7c0 5.6 3.8 9.6 9 11.5 5.2-1.9 9-5.9 9-11.5v-7Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="18" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 21v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </StatusIcon>
  );
}
