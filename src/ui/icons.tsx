// The kit's icons: Lucide's drawings (ISC licence, https://lucide.dev) as plain SVG components.
// lucide-react's icon factory costs more than the dozen icons the kit draws; the dashboard may
// keep using lucide-react itself. Decorative by default (aria-hidden), like Lucide without a label.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

function icon(shapes: ReactNode) {
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
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
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
export const TriangleAlert = icon(
  <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />,
);
export const Eye = icon(
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOff = icon(
  <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49M14.084 14.158a3 3 0 0 1-4.242-4.242M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143M2 2l20 20" />,
);
