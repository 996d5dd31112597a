// The customer directory table: person, status and tier badges, points, spend, last activity, actions.
import { Link } from 'wouter';
import {
  Avatar,
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '../../ui';
import { customerName, type DemoCustomer } from '../demo-data/customers';
import { formatCurrency, formatDate, formatNumber } from '../demo-data/format';
import { paths } from '../paths';
import { CustomerStatusBadge, TierBadge } from './badges';
import { CustomerRowActions } from './customer-row-actions';

/**
 * One row per sample customer; the name links to the detail screen. On a narrow screen the
 * table scrolls sideways under a sticky Customer column, with a shadow cueing the rest.
 */
export function CustomersTable({ customers }: { customers: readonly DemoCustomer[] }) {
  return (
    <Table aria-label="Customers" wrapperClassName="demo-sticky-table">
      <TableHeader>
        <TableRow>
          <TableColumnHeader>Customer</TableColumnHeader>
          <TableColumnHeader>Status</TableColumnHeader>
          <TableColumnHeader>Tier</TableColumnHeader>
          <TableColumnHeader align="end">Points</TableColumnHeader>
          <TableColumnHeader align="end">Total spent</TableColumnHeader>
          <TableColumnHeader>Last activity</TableColumnHeader>
          <TableColumnHeader align="end">
            <span className="ui-visually-hidden">Actions</span>
          </TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((customer) => {
          const name = customerName(customer);
          return (
            <TableRow key={customer.id}>
              <TableRowHeader>
                <div className="demo-person">
                  <Avatar name={name} size={2} decorative />
                  <div className="demo-person-text">
                    <Link href={paths.customers.detail(customer.id)} className="demo-person-name">
                      {name}
                    </Link>
                    <span className="demo-person-meta">{customer.email}</span>
                  </div>
                </div>
              </TableRowHeader>
              <TableCell>
                <CustomerStatusBadge status={customer.status} />
              </TableCell>
              <TableCell>
                <TierBadge tier={customer.tier} />
              </TableCell>
              <TableCell align="end">{formatNumber(customer.loyaltyPoints)}</TableCell>
              <TableCell align="end">{formatCurrency(customer.totalSpent)}</TableCell>
              <TableCell>
                <time dateTime={customer.lastActivity}>{formatDate(customer.lastActivity)}</time>
              </TableCell>
              <TableCell align="end">
                <CustomerRowActions customer={customer} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
