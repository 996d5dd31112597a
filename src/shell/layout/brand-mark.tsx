// The product mark: a rounded accent square with a stylised reward star.
export function BrandMark({ size = 32 }: { /** Edge length in px; default 32. */ size?: number }) {
  return (
    <svg
      className="shell-brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
    >
      <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
      <path
        d="M16 7.5l2.47 5.01 5.53.8-4 3.9.94 5.5L16 20.1l-4.94 2.6.94-5.5-4-3.9 5.53-.8z"
        fill="var(--accent-contrast)"
      />
    </svg>
  );
}
