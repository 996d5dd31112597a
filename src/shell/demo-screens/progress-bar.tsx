// A thin progress bar with an accessible name and value.

export interface ProgressBarProps {
  /** Accessible name. */
  label: string;
  value: number;
  max: number;
}

/** role=progressbar; the fill is capped at 100 %. */
export function ProgressBar({ label, value, max }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <span
      className="demo-progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${percent}%`}
      data-complete={percent >= 100 || undefined}
    >
      <span style={{ width: `${percent}%` }} />
    </span>
  );
}
