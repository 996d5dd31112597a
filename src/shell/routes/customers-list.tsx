// '/customers/': the demonstration customer directory (SPEC.md §2): stat cards, a search box that
// does nothing (as specified) and the table with row actions.
import { Coins, DollarSign, UserCheck, Users } from 'lucide-react';
import { customerProgramTotals, customers } from '../demo-data/customers';
import { formatCurrency, formatNumber } from '../demo-data/format';
import { ButtonLink } from '../demo-screens/button-link';
import { Card } from '../demo-screens/card';
import { CustomersTable } from '../demo-screens/customers-table';
import { PageHeader } from '../demo-screens/page-header';
import { SearchBox } from '../demo-screens/search-box';
import { StatCard } from '../demo-screens/stat-card';
import { paths } from '../paths';
import '../demo-screens/demo-screens.css';

/** The customer directory. */
export function CustomersListRoute() {
  return (
    <div className="demo-page">
      <PageHeader
        title="Customers"
        description="Everyone enrolled in your loyalty programs."
        actions={<ButtonLink href={paths.customers.create}>Add customer</ButtonLink>}
      />
      <div className="demo-stat-grid">
        <StatCard
          label="Total customers"
          value={formatNumber(customerProgramTotals.totalCustomers)}
          icon={Users}
          change={6.2}
          hint="vs. last month"
        />
        <StatCard
          label="Active customers"
          value={formatNumber(customerProgramTotals.activeCustomers)}
          icon={UserCheck}
          change={3.9}
          hint="vs. last month"
        />
        <StatCard
          label="Avg. lifetime value"
          value={formatCurrency(customerProgramTotals.averageLifetimeValue)}
          icon={DollarSign}
          change={-1.4}
          hint="vs. last month"
        />
        <StatCard
          label="Points outstanding"
          value={formatNumber(customerProgramTotals.pointsOutstanding)}
          icon={Coins}
          hint="Across all tiers"
        />
      </div>
      <Card flush>
        <div className="demo-toolbar">
          <SearchBox label="Search customers" placeholder="Search by name, email or phone" />
        </div>
        <CustomersTable customers={customers} />
        <p className="demo-table-footer">
          Showing {customers.length} of {formatNumber(customerProgramTotals.totalCustomers)}{' '}
          customers
        </p>
      </Card>
    </div>
  );
}
