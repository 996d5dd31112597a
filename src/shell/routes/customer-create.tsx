// '/customers/create': the demonstration add-customer form; a valid submit only navigates to /customers.
import { useLocation } from 'wouter';
import { Button } from '../../ui';
import { ButtonLink } from '../demo-screens/button-link';
import { PageHeader } from '../demo-screens/page-header';
import { CustomerForm } from '../forms/customer-form';
import { emptyCustomerForm } from '../forms/customer-form-model';
import { paths } from '../paths';
import '../demo-screens/demo-screens.css';

/** The add-customer screen. */
export function CustomerCreateRoute() {
  const [, navigate] = useLocation();
  return (
    <div className="demo-page demo-page-narrow">
      <PageHeader
        back={{ href: paths.customers.index, label: 'Customers' }}
        title="Add customer"
        description="Enroll a new member in your loyalty program."
      />
      <CustomerForm
        mode="create"
        initialValues={emptyCustomerForm}
        onSubmit={() => navigate(paths.customers.index)}
        actions={
          <>
            <ButtonLink href={paths.customers.index} variant="outline" color="neutral">
              Cancel
            </ButtonLink>
            <Button type="submit">Add customer</Button>
          </>
        }
      />
    </div>
  );
}
