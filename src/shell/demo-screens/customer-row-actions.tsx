// The actions menu of one customer row: View Details, Edit Customer, View Activity, Manage Points,
// Deactivate. Points adjustments and deactivation go to the product API (points:adjust,
// customers:write), which records them in the organization's audit log.
import { Activity, Ban, Coins, Ellipsis, Eye, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { DropdownMenu, IconButton, MenuItem, MenuSeparator } from '../../ui';
import { customerName, type DemoCustomer } from '../demo-data/customers';
import { paths } from '../paths';
import { useProductClient } from '../organizations/organization-queries';

/** What one "Add points" action of the Manage Points toast adds. */
const POINTS_STEP = 100;

/** A '…' button opening the row's menu. */
export function CustomerRowActions({ customer }: { customer: DemoCustomer }) {
  const [, navigate] = useLocation();
  const client = useProductClient();
  const name = customerName(customer);
  const points = (total: number) => (customer.loyaltyPoints + total).toLocaleString('en-US');
  const addPoints = () =>
    client.adjustCustomerPoints(customer.id, { delta: POINTS_STEP }).then(
      (adjustment) =>
        toast(`${name} has ${points(adjustment.adjustedTotal)} points`, {
          description: `Added ${POINTS_STEP} points.`,
        }),
      (error: Error) =>
        toast.error(`Points were not added to ${name}`, { description: error.message }),
    );
  const deactivate = () =>
    client.deactivateCustomer(customer.id).then(
      () => toast(`${name} was deactivated`),
      (error: Error) => toast.error(`${name} was not deactivated`, { description: error.message }),
    );
  return (
    <DropdownMenu
      minWidth={200}
      trigger={
        <IconButton aria-label={`Actions for ${name}`} size={1}>
          <Ellipsis aria-hidden="true" />
        </IconButton>
      }
    >
      <MenuItem icon={<Eye />} onSelect={() => navigate(paths.customers.detail(customer.id))}>
        View Details
      </MenuItem>
      <MenuItem icon={<Pencil />} onSelect={() => navigate(paths.customers.edit(customer.id))}>
        Edit Customer
      </MenuItem>
      <MenuItem
        icon={<Activity />}
        onSelect={() => navigate(`${paths.customers.detail(customer.id)}?tab=events`)}
      >
        View Activity
      </MenuItem>
      <MenuItem
        icon={<Coins />}
        onSelect={() =>
          toast(`${name} has ${points(0)} points`, {
            action: { label: `Add ${POINTS_STEP} points`, onClick: () => void addPoints() },
          })
        }
      >
        Manage Points
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<Ban />} color="danger" onSelect={() => void deactivate()}>
        Deactivate
      </MenuItem>
    </DropdownMenu>
  );
}
