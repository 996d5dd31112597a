export {
  useMemberships,
  useCreateOrganization,
  useProductClient,
  organizationKeys,
  membershipsQueryOptions,
} from './organization-queries';
export {
  getSelectedOrganization,
  idpOrganizationIdOf,
  organizationStorageKey,
  setSelectedOrganization,
  useSelectedOrganization,
} from './organization-store';
export { useSelectOrganization } from './use-select-organization';
export { useSwitchToOrganization } from './use-switch-to-organization';
