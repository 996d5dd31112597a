// '/customers/{customerId}/edit': the demonstration edit form, prefilled; delete asks for
// confirmation in an alert dialog, then navigates back to the directory.
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { AlertDialog, Button } from '../../ui';
import { customerName, findCustomer } from '../demo-data/customers';
import { ButtonLink } from '../demo-screens/button-link';
import { CustomerNotFound } from '../demo-screens/customer-not-found';
import { PageHeader } from '../demo-screens/page-header';
import { CustomerForm } from '../forms/customer-form';
import { customerToFormValues } from '../forms/customer-form-model';
import { paths } from '../paths';
import { safeDecode } from '../demo-screens/safe-decode';
import '../demo-screens/demo-screens.css';

export interface CustomerEditRouteProps {
  /** The customer id; default the `customerId` route parameter. */
  customerId?: string;
}

/** The edit-customer screen. Saving returns to the detail screen; nothing is persisted. */
export function CustomerEditRoute({ customerId: idProp }: CustomerEditRouteProps) {
  const params = useParams<{ customerId?: string }>();
  const customerId = safeDecode(idProp ?? params.customerId ?? '');
  const [, navigate] = useLocation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const customer = findCustomer(customerId);
  if (!customer) return <CustomerNotFound customerId={customerId} />;
  const name = customerName(customer);

  return (
    <div className="demo-page demo-page-narrow">
      <PageHeader
        back={{ href: paths.customers.detail(customer.id), label: name }}
        title="Edit customer"
        description={`Update ${name}'s profile, address and program details.`}
      />
      <CustomerForm
        mode="edit"
        initialValues={customerToFormValues(customer)}
        onSubmit={() => navigate(paths.customers.detail(customer.id))}
        actions={
          <>
            <Button
              intent="destructive"
              variant="soft"
              className="form-actions-start"
              onClick={() => setConfirmOpen(true)}
            >
              <Trash2 aria-hidden="true" />
              Delete customer
            </Button>
            <ButtonLink
              href={paths.customers.detail(customer.id)}
              variant="outline"
              color="neutral"
            >
              Cancel
            </ButtonLink>
            <Button type="submit">Save changes</Button>
          </>
        }
      />
      <AlertDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete customer?"
        description={`${name} and their points history will be permanently removed. This cannot be undone.`}
        initialFocus={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} intent="secondary" onClick={() => setConfirmOpen(false)}>
              Cancel
            </Button>
            <Button
              intent="destructive"
              onClick={() => {
                setConfirmOpen(false);
                navigate(paths.customers.index);
              }}
            >
              Delete customer
            </Button>
          </>
        }
      />
    </div>
  );
}
