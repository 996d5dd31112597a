// Promotions tab: promotions the customer takes part in, with status, target type and progress.
import { Badge } from '../../ui';
import { formatDate, formatNumber } from '../demo-data/format';
import { promotionsForCustomer, type DemoPromotion } from '../demo-data/promotions';
import { PromotionStatusBadge } from './badges';
import { ProgressBar } from './progress-bar';

/** How far along the customer is, worded for the target type. */
function progressText(promotion: DemoPromotion): string {
  switch (promotion.targetType) {
    case 'Completion':
      return promotion.progress >= promotion.goal ? 'Completed' : 'Not completed yet';
    case 'Counter':
      return `${promotion.progress} of ${promotion.goal} visits`;
    case 'Milestone':
      return `$${formatNumber(promotion.progress)} of $${formatNumber(promotion.goal)}`;
    case 'X of Y':
      return `${promotion.progress} of ${promotion.goal} done`;
  }
}

/** One card per promotion with a progress bar toward its goal. */
export function CustomerPromotions({ customerId }: { customerId: string }) {
  const promotions = promotionsForCustomer(customerId);
  return (
    <ul className="demo-tile-grid" aria-label="Promotions">
      {promotions.map((promotion) => (
        <li
          key={promotion.id}
          className="demo-tile"
          data-muted={promotion.status === 'expired' || undefined}
        >
          <div className="demo-tile-top">
            <Badge color="neutral" variant="outline">
              {promotion.targetType}
            </Badge>
            <PromotionStatusBadge status={promotion.status} />
          </div>
          <h3 className="demo-tile-title">{promotion.name}</h3>
          <p className="demo-tile-text">{promotion.description}</p>
          <ProgressBar
            label={`${promotion.name} progress`}
            value={promotion.progress}
            max={promotion.goal}
          />
          <p className="demo-tile-meta">
            <span>{progressText(promotion)}</span>
            <span>Reward: {promotion.reward}</span>
          </p>
          <p className="demo-tile-foot">
            {promotion.status === 'expired' ? 'Ended' : 'Ends'} {formatDate(promotion.endsAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
