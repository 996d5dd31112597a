// The provider's own React widget package (@workos-inc/widgets, a test-only dependency, never
// in the kit) pointed at our server: AdminPortalAuditLogStreaming (or, with `?widget=directory-sync`,
// DirectorySync) inside WorkOsWidgets, with the API's hostname, port and plain http from the test,
// and the second organization's token.
// Not a snippet of the docs: it proves our widgets API answers what the provider's client reads.
import '@radix-ui/themes/styles.css';
import '@workos-inc/widgets/styles.css';
import { AdminPortalAuditLogStreaming, DirectorySync, WorkOsWidgets } from '@workos-inc/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config, secondOrganizationToken } from '../shared/interop';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WorkOsWidgets apiHostname={config.api.hostname} port={Number(config.api.port)} https={false}>
      {new URLSearchParams(location.search).get('widget') === 'directory-sync' ? (
        <DirectorySync authToken={secondOrganizationToken} />
      ) : (
        <AdminPortalAuditLogStreaming authToken={secondOrganizationToken} />
      )}
    </WorkOsWidgets>
  </StrictMode>,
);
