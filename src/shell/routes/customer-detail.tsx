// '/customers/{customerId}/': the demonstration customer detail (SPEC.md §2): header and the tabs
// Events, Demographics, Offers, Promotions, Promotional Targets. Unknown ids get a not-found state.
import { useLocation, useParams, useSearch } from 'wouter';
import { findCustomer } from '../demo-data/customers';
import { offersForCustomer } from '../demo-data/offers';
import { promotionsForCustomer } from '../demo-data/promotions';
import { targetsForCustomer } from '../demo-data/targets';
import { CustomerDemographics } from '../demo-screens/customer-demographics';
import { CustomerEvents } from '../demo-screens/customer-events';
import { CustomerHeader } from '../demo-screens/customer-header';
import { CustomerNotFound } from '../demo-screens/customer-not-found';
import { CustomerOffers } from '../demo-screens/customer-offers';
import { CustomerPromotions } from '../demo-screens/customer-promotions';
import { CustomerTargets } from '../demo-screens/customer-targets';
import { Tabs } from '../demo-screens/tabs';
import { safeDecode } from '../demo-screens/safe-decode';
import '../demo-screens/demo-screens.css';

const tabIds = ['events', 'demographics', 'offers', 'promotions', 'targets'] as const;
type TabId = (typeof tabIds)[number];

export interface CustomerDetailRouteProps {
  /** The customer id; default the `customerId` route parameter. */
  customerId?: string;
}

/** The customer detail screen; the selected tab lives in `?tab=` so it can be linked to. */
export function CustomerDetailRoute({ customerId: idProp }: CustomerDetailRouteProps) {
  const params = useParams<{ customerId?: string }>();
  const customerId = safeDecode(idProp ?? params.customerId ?? '');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const customer = findCustomer(customerId);
  if (!customer) return <CustomerNotFound customerId={customerId} />;

  const requested = new URLSearchParams(search).get('tab');
  const selected: TabId = tabIds.find((id) => id === requested) ?? 'events';
  // Only the query changes, on the path as typed (with or without a trailing slash), so the
  // screen is not remounted and focus stays on the tab.
  const select = (tab: TabId) =>
    navigate(tab === 'events' ? location : `${location}?tab=${tab}`, { replace: true });

  return (
    <div className="demo-page">
      <CustomerHeader customer={customer} />
      <div className="demo-card">
        <Tabs
          label="Customer details"
          selected={selected}
          onSelect={select}
          items={[
            { id: 'events', label: 'Events', panel: <CustomerEvents customer={customer} /> },
            {
              id: 'demographics',
              label: 'Demographics',
              panel: <CustomerDemographics customer={customer} />,
            },
            {
              id: 'offers',
              label: 'Offers',
              count: offersForCustomer(customer.id).length,
              panel: <CustomerOffers customerId={customer.id} />,
            },
            {
              id: 'promotions',
              label: 'Promotions',
              count: promotionsForCustomer(customer.id).length,
              panel: <CustomerPromotions customerId={customer.id} />,
            },
            {
              id: 'targets',
              label: 'Promotional Targets',
              count: targetsForCustomer(customer.id).length,
              panel: <CustomerTargets customerId={customer.id} />,
            },
          ]}
        />
      </div>
    </div>
  );
}
