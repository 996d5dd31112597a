// The actions menu of one customer row: View Details, Edit Customer, View Activity, Manage Points,
// Deactivate. Points are read from and adjusted through the product API (customers:read,
// points:adjust); deactivation (customers:write) asks first. Both changes are recorded in the
// organization's audit log.
import { Activity, Ban, Coins, Ellipsis, Eye, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { ConfirmDialog, DropdownMenu, IconButton, MenuItem, MenuSeparator } from '../../ui';
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
  const trigger = useRef<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const [deactivateError, setDeactivateError] = useState<string>();
  // The sample's points plus every adjustment the server has stored (its answer's total).
  const points = (adjustedTotal: number) =>
    (customer.loyaltyPoints + adjustedTotal).toLocaleString('en-US');
  const addPoints = () =>
    client.adjustCustomerPoints(customer.id, { delta: POINTS_STEP }).then(
      (adjustment) =>
        toast(`${name} has ${points(adjustment.adjustedTotal)} points`, {
          description: `Added ${POINTS_STEP} points.`,
        }),
      (error: Error) =>
        toast.error(`Points were not added to ${name}`, { description: error.message }),
    );
  // One toast: a pending one while the total is read, then replaced by the total or the error.
  const managePoints = () => {
    const id = toast.loading(`Reading the points of ${name}…`);
    return client.customerPoints(customer.id).then(
      ({ adjustedTotal }) =>
        toast(`${name} has ${points(adjustedTotal)} points`, {
          id,
          action: { label: `Add ${POINTS_STEP} points`, onClick: () => void addPoints() },
        }),
      (error: Error) =>
        toast.error(`The points of ${name} could not be read`, {
          id,
          description: error.message,
        }),
    );
  };
  const openConfirm = (open: boolean) => {
    if (deactivating) return;
    setDeactivateError(undefined);
    setConfirming(open);
  };
  const deactivate = () => {
    setDeactivating(true);
    setDeactivateError(undefined);
    client.deactivateCustomer(customer.id).then(
      () => {
        setDeactivating(false);
        setConfirming(false);
        toast(`${name} was deactivated`);
      },
      (error: Error) => {
        setDeactivating(false);
        setDeactivateError(`${name} was not deactivated: ${error.message}`);
      },
    );
  };
  return (
    <>
      <DropdownMenu
        minWidth={200}
        trigger={
          <IconButton
            aria-label={`Actions for ${name}`}
            size={1}
            ref={(element: HTMLButtonElement | null) => {
              trigger.current = element;
            }}
          >
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
        <MenuItem icon={<Coins />} onSelect={() => void managePoints()}>
          Manage Points
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Ban />} color="danger" onSelect={() => openConfirm(true)}>
          Deactivate
        </MenuItem>
      </DropdownMenu>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={openConfirm}
          title={`Deactivate ${name}?`}
          description={`${name} will be marked inactive. The change is recorded in the organization's audit log.`}
          confirmLabel="Deactivate"
          cancelLabel="Cancel"
          onConfirm={deactivate}
          pending={deactivating}
          error={deactivateError}
          returnFocus={trigger}
        />
      )}
    </>
  );
}
