// Pages that need a permission show 'Access Denied' naming it, with a way back (SPEC.md §2, §6).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Callout } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { paths } from '../paths';

export interface PermissionGateProps {
  /** The permission the page needs, e.g. `widgets:users-table:manage`. */
  permission: string;
  children: ReactNode;
}

export function PermissionGate({ permission, children }: PermissionGateProps) {
  const { permissions } = useAuth();
  if (permissions === null) return null;
  if (permissions.includes(permission)) return children;
  return (
    <Callout
      color="danger"
      title="Access Denied"
      actions={
        <Link href={paths.settings.index} className="settings-link">
          Return to Settings
        </Link>
      }
    >
      You need the <code>{permission}</code> permission to view this page. Ask an administrator of
      your organization for access.
    </Callout>
  );
}
