// The state shown for a customer id that matches no sample customer.
import { UserX } from 'lucide-react';
import { paths } from '../paths';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';

/** 'Customer not found' with the id and a way back to the directory. */
export function CustomerNotFound({ customerId }: { customerId: string }) {
  return (
    <div className="demo-page">
      <div className="demo-card">
        <EmptyState
          icon={UserX}
          level={1}
          title="Customer not found"
          actions={<ButtonLink href={paths.customers.index}>Back to customers</ButtonLink>}
        >
          <p>
            No customer has the ID <code className="demo-code">{customerId}</code>. They may have
            been removed, or the link may be mistyped.
          </p>
        </EmptyState>
      </div>
    </div>
  );
}
