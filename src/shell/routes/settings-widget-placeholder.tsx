// Settings pages whose widgets are not in the kit yet: the shared coming-soon placeholder under
// the page's title, behind the page's permission where SPEC.md §2 asks for one.
import { ComingSoonRoute } from './coming-soon';
import { PermissionGate } from '../settings/permission-gate';

export interface SettingsWidgetPlaceholderRouteProps {
  /** Page title, e.g. 'Profile'. */
  title: string;
  /** Permission the page needs; default none. */
  permission?: string;
}

export function SettingsWidgetPlaceholderRoute({
  title,
  permission,
}: SettingsWidgetPlaceholderRouteProps) {
  const placeholder = <ComingSoonRoute section={title} />;
  return permission ? (
    <PermissionGate permission={permission}>{placeholder}</PermissionGate>
  ) : (
    placeholder
  );
}
