// Offers tab: offers held by the customer with status and category.
import { Badge } from '../../ui';
import { formatDate } from '../demo-data/format';
import { offerCategoryLabels, offersForCustomer } from '../demo-data/offers';
import { OfferStatusBadge } from './badges';

/** One card per offer: title, code, category, status and validity. */
export function CustomerOffers({ customerId }: { customerId: string }) {
  const offers = offersForCustomer(customerId);
  return (
    <ul className="demo-tile-grid" aria-label="Offers">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="demo-tile"
          data-muted={offer.status !== 'active' || undefined}
        >
          <div className="demo-tile-top">
            <Badge color="neutral" variant="outline">
              {offerCategoryLabels[offer.category]}
            </Badge>
            <OfferStatusBadge status={offer.status} />
          </div>
          <h3 className="demo-tile-title">{offer.title}</h3>
          <p className="demo-tile-text">{offer.description}</p>
          <p className="demo-tile-meta">
            <code className="demo-code">{offer.code}</code>
            <span>
              {offer.status === 'expired' ? 'Expired' : 'Valid until'}{' '}
              {formatDate(offer.validUntil)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
