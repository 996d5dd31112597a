// The customer detail header: avatar, name, badges, contact line and the key numbers.
import { Mail, Pencil, Phone } from 'lucide-react';
import { Avatar } from '../../ui';
import { customerName, type DemoCustomer } from '../demo-data/customers';
import { formatCurrency, formatDate, formatNumber } from '../demo-data/format';
import { paths } from '../paths';
import { CustomerStatusBadge, TierBadge } from './badges';
import { ButtonLink } from './button-link';
import { PageHeader } from './page-header';

/** Page header plus a row of four facts (points, spend, member since, last activity). */
export function CustomerHeader({ customer }: { customer: DemoCustomer }) {
  const name = customerName(customer);
  const facts: [string, string][] = [
    ['Loyalty points', formatNumber(customer.loyaltyPoints)],
    ['Total spent', formatCurrency(customer.totalSpent)],
    ['Member since', formatDate(customer.joinDate)],
    ['Last activity', formatDate(customer.lastActivity)],
  ];
  return (
    <div className="demo-card demo-customer-header">
      <PageHeader
        back={{ href: paths.customers.index, label: 'Customers' }}
        leading={<Avatar name={name} size={4} decorative />}
        documentTitle={name}
        title={
          <span className="demo-title-with-badges">
            {name}
            <CustomerStatusBadge status={customer.status} />
            <TierBadge tier={customer.tier} />
          </span>
        }
        description={
          <span className="demo-contact-line">
            <span>
              <Mail aria-hidden="true" />
              {customer.email}
            </span>
            <span>
              <Phone aria-hidden="true" />
              {customer.phone}
            </span>
          </span>
        }
        actions={
          <ButtonLink href={paths.customers.edit(customer.id)} variant="outline" color="neutral">
            <Pencil aria-hidden="true" />
            Edit customer
          </ButtonLink>
        }
      />
      <dl className="demo-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="demo-fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
