// The client directory table: company, industry, status, programs, members and revenue.
import { Building2 } from 'lucide-react';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '../../ui';
import { industryLabels, type DemoClient } from '../demo-data/clients';
import { formatCompactCurrency, formatNumber } from '../demo-data/format';
import { ClientStatusBadge } from './badges';

/** One row per client. */
export function ClientsTable({ clients }: { clients: readonly DemoClient[] }) {
  return (
    <Table aria-label="Clients">
      <TableHeader>
        <TableRow>
          <TableColumnHeader>Company</TableColumnHeader>
          <TableColumnHeader>Industry</TableColumnHeader>
          <TableColumnHeader>Status</TableColumnHeader>
          <TableColumnHeader align="end">Programs</TableColumnHeader>
          <TableColumnHeader align="end">Members</TableColumnHeader>
          <TableColumnHeader align="end">Revenue (12 mo)</TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableRowHeader>
              <div className="demo-person">
                <span className="demo-company-icon" aria-hidden="true">
                  <Building2 />
                </span>
                <div className="demo-person-text">
                  <span className="demo-person-name">{client.name}</span>
                  <span className="demo-person-meta">
                    {client.contactName} · {client.city}
                  </span>
                </div>
              </div>
            </TableRowHeader>
            <TableCell>{industryLabels[client.industry]}</TableCell>
            <TableCell>
              <ClientStatusBadge status={client.status} />
            </TableCell>
            <TableCell align="end">{client.programs}</TableCell>
            <TableCell align="end">{formatNumber(client.members)}</TableCell>
            <TableCell align="end">
              {client.revenue ? formatCompactCurrency(client.revenue) : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
