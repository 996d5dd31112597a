import type { CSSProperties } from 'react';
import type { SkeletonVariant } from './element-overrides';
import type { Radius } from './theme';
import { useElementDefaults } from './ui-context';

export type SkeletonShape = 'text' | 'rect' | 'circle' | 'pill';

export interface SkeletonProps {
  /** Outline of what it stands for: a text line, a box, an avatar circle or a badge pill; default 'text'. */
  shape?: SkeletonShape;
  /** CSS width (number = px); default 100% (for circles: the height). */
  width?: number | string;
  /** CSS height (number = px); default one text line (for circles and rects: 32 px). */
  height?: number | string;
  /** Animation: 'pulse', 'shimmer' or 'static'; default 'pulse' (static under reduced motion). */
  variant?: SkeletonVariant;
  /** Corner rounding for rects; default the theme's. */
  radius?: Radius;
  className?: string;
  style?: CSSProperties;
}

const toCss = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** A placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({
  shape = 'text',
  width,
  height,
  variant,
  radius,
  className,
  style,
}: SkeletonProps) {
  const overrides = useElementDefaults('skeleton');
  const resolvedHeight =
    toCss(height) ?? (shape === 'text' || shape === 'pill' ? undefined : '32px');
  const resolvedWidth = toCss(width) ?? (shape === 'circle' ? resolvedHeight : undefined);
  return (
    <span
      aria-hidden="true"
      part="skeleton"
      className={className ? `ui-skeleton ${className}` : 'ui-skeleton'}
      data-shape={shape}
      data-variant={variant ?? overrides.variant ?? 'pulse'}
      data-radius={radius ?? overrides.radius}
      style={{ ...style, width: resolvedWidth, height: resolvedHeight }}
    />
  );
}
