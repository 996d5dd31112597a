// A headline number with its label, trend and an icon.
import { TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';

export interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** Change in percent; positive is shown green, negative red, 0 or undefined neutral. */
  change?: number;
  /** Text after the change (e.g. 'vs. last 30 days'); default none. */
  hint?: string;
}

/** One card of a screen's stat row. */
export function StatCard({ label, value, icon: Icon, change, hint }: StatCardProps) {
  const direction = change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const TrendIcon = direction === 'down' ? TrendingDown : TrendingUp;
  return (
    <section className="demo-card demo-stat" aria-label={label}>
      <div className="demo-stat-top">
        <p className="demo-stat-label">{label}</p>
        <span className="demo-stat-icon" aria-hidden="true">
          <Icon />
        </span>
      </div>
      <p className="demo-stat-value">{value}</p>
      <p className="demo-stat-hint">
        {direction !== 'flat' && change !== undefined && (
          <span className="demo-stat-change" data-direction={direction}>
            <TrendIcon aria-hidden="true" />
            {change > 0 ? '+' : '−'}
            {Math.abs(change).toFixed(1)}%
          </span>
        )}
        {hint}
      </p>
    </section>
  );
}
