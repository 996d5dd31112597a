// '/clients/': the demonstration client directory (SPEC.md §2); the search filters by name and industry.
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui';
import { clients, filterClients } from '../demo-data/clients';
import { formatNumber } from '../demo-data/format';
import { ButtonLink } from '../demo-screens/button-link';
import { Card } from '../demo-screens/card';
import { ClientsTable } from '../demo-screens/clients-table';
import { EmptyState } from '../demo-screens/empty-state';
import { PageHeader } from '../demo-screens/page-header';
import { SearchBox } from '../demo-screens/search-box';
import { paths } from '../paths';
import '../demo-screens/demo-screens.css';

/** The client directory. */
export function ClientsListRoute() {
  const [query, setQuery] = useState('');
  const visible = filterClients(clients, query);
  const activeCount = clients.filter((client) => client.status === 'Active').length;
  const trialCount = clients.filter((client) => client.status === 'Trial').length;
  return (
    <div className="demo-page">
      <PageHeader
        title="Clients"
        description={`${clients.length} businesses · ${activeCount} active · ${trialCount} on trial`}
        actions={<ButtonLink href={paths.clients.create}>Add client</ButtonLink>}
      />
      <Card flush>
        <div className="demo-toolbar">
          <SearchBox
            label="Search clients"
            placeholder="Search by name or industry..."
            value={query}
            onChange={setQuery}
          />
          <p className="demo-toolbar-count" role="status">
            {visible.length === clients.length
              ? `${formatNumber(clients.length)} clients`
              : `${visible.length} of ${clients.length} clients`}
          </p>
        </div>
        {visible.length > 0 ? (
          <ClientsTable clients={visible} />
        ) : (
          <EmptyState
            icon={SearchX}
            title="No clients match your search"
            actions={
              <Button intent="secondary" onClick={() => setQuery('')}>
                Clear search
              </Button>
            }
          >
            <p>Nothing matches “{query.trim()}” in client names or industries.</p>
          </EmptyState>
        )}
      </Card>
    </div>
  );
}
