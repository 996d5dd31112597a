// The top bar's organization switcher slot. The switcher itself belongs to the organizations
// module; until it lands this renders nothing visible, so only this file changes when it does.
export function OrganizationSlot() {
  return <div className="shell-org-slot" />;
}
