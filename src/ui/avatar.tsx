import { useState } from 'react';
import type { AvatarVariant, BadgeColor } from './element-overrides';
import type { Radius } from './theme';
import { useElementDefaults } from './ui-context';

export interface AvatarProps {
  /** Picture URL; when missing or failing, initials are shown; default none. */
  src?: string | null;
  /** Person's name or e-mail, used for the initials and the accessible name. */
  name: string;
  /** 1 = 24, 2 = 32, 3 = 40, 4 = 48 px; default 2. */
  size?: 1 | 2 | 3 | 4;
  /** Colour of the initials; default 'accent'. */
  color?: BadgeColor;
  /** Visual variant of the initials; default 'soft'. */
  variant?: AvatarVariant;
  /** Corner rounding; default 'full' (a circle). */
  radius?: Radius;
  /** Hide from assistive technology when the name is shown next to it; default false. */
  decorative?: boolean;
}

/**
 * Initials: the first letters of the first and last word of a name ('Ada Admin' → 'AA'); for an
 * e-mail address (a person without a name), only its first letter ('audit-1@x' → 'A').
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('@')) return (Array.from(trimmed)[0] ?? '?').toLocaleUpperCase();
  const words = trimmed.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  const result = letters.map((word) => Array.from(word)[0] ?? '').join('');
  return result.toLocaleUpperCase() || '?';
}

/** A person's picture, or their initials when there is none. */
export function Avatar({
  src,
  name,
  size,
  color,
  variant,
  radius,
  decorative = false,
}: AvatarProps) {
  const overrides = useElementDefaults('avatar');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      part="avatar"
      className="ui-avatar"
      data-size={size ?? overrides.size ?? 2}
      data-color={color ?? overrides.color ?? 'accent'}
      data-variant={variant ?? overrides.variant ?? 'soft'}
      data-radius={radius ?? overrides.radius ?? 'full'}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span className="ui-avatar-initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
