// Promotional Targets tab: the goals the marketing team aims at this customer.
import { formatDate, formatNumber } from '../demo-data/format';
import { targetsForCustomer, type DemoPromotionalTarget } from '../demo-data/targets';
import { TargetStateBadge } from './badges';
import { ProgressBar } from './progress-bar';

/** '$1,840 of $2,500' for money, '3 of 4 visits' for counts. */
const progressText = (target: DemoPromotionalTarget) =>
  target.unit === 'USD'
    ? `$${formatNumber(target.current)} of $${formatNumber(target.goal)}`
    : `${formatNumber(target.current)} of ${formatNumber(target.goal)} ${target.unit}`;

/** One row per target: what it measures, progress, state and due date. */
export function CustomerTargets({ customerId }: { customerId: string }) {
  const targets = targetsForCustomer(customerId);
  return (
    <ul className="demo-target-list" aria-label="Promotional targets">
      {targets.map((target) => (
        <li key={target.id} className="demo-target">
          <div className="demo-target-head">
            <div>
              <h3 className="demo-tile-title">{target.name}</h3>
              <p className="demo-tile-text">{target.metric}</p>
            </div>
            <TargetStateBadge state={target.state} />
          </div>
          <ProgressBar label={`${target.name} progress`} value={target.current} max={target.goal} />
          <p className="demo-tile-meta">
            <span>{progressText(target)}</span>
            <span>Due {formatDate(target.dueAt)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
