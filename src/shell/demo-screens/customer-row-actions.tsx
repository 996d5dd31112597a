// The actions menu of one customer row: View Details, Edit Customer, View Activity, Manage Points, Deactivate.
import { Activity, Ban, Coins, Ellipsis, Eye, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { DropdownMenu, IconButton, MenuItem, MenuSeparator } from '../../ui';
import { customerName, type DemoCustomer } from '../demo-data/customers';
import { paths } from '../paths';

/** A '…' button opening the row's menu. Points and deactivation are simulated with a toast. */
export function CustomerRowActions({ customer }: { customer: DemoCustomer }) {
  const [, navigate] = useLocation();
  const name = customerName(customer);
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
          toast(`${name} has ${customer.loyaltyPoints.toLocaleString('en-US')} points`, {
            description: 'Point adjustments arrive with the programs module.',
          })
        }
      >
        Manage Points
      </MenuItem>
      <MenuSeparator />
      <MenuItem
        icon={<Ban />}
        color="danger"
        onSelect={() =>
          toast(`${name} was not deactivated`, {
            description: 'This demonstration keeps its sample customers unchanged.',
          })
        }
      >
        Deactivate
      </MenuItem>
    </DropdownMenu>
  );
}
