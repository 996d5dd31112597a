// The kit's icons, drawn here on a 24 px grid with a 2 px round stroke so they sit well next to
// the dashboard's lucide-react icons. lucide-react's icon factory costs more than the dozen
// simple shapes the kit needs. Decorative by default (aria-hidden). An icon that only one chunk
// draws lives beside its one user (identity-check/password-icons.tsx, chevrons-up-down-icon.tsx),
// so the runtime every page loads does not carry it.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** An icon component drawing `shapes` on the kit's grid. */
export function icon(shapes: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

const ring = <circle cx="12" cy="12" r="10" />;

export const Check = icon(<path d="M20 6 9 17l-5-5" />);
export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
export const X = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const Search = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const MoreHorizontal = icon(
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </>,
);
export const CircleAlert = icon(
  <>
    {ring}
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const CircleCheck = icon(
  <>
    {ring}
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
export const Info = icon(
  <>
    {ring}
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const TriangleAlert = icon(<path d="M12 3 22 20H2ZM12 10v4M12 17h.01" />);
