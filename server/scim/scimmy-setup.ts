// SCIMMY's schemas, resource types and service configuration are process-global: they are set
// once here. Tenancy (the directory) never goes through SCIMMY's globals; each answer gets its
// own base path (see scim-resources.ts).
import SCIMMY from 'scimmy';

let ready = false;

export function scimmy(): typeof SCIMMY {
  if (!ready) {
    ready = true;
    SCIMMY.Schemas.User.extend(SCIMMY.Schemas.EnterpriseUser as never);
    SCIMMY.Resources.declare(SCIMMY.Resources.User);
    SCIMMY.Resources.declare(SCIMMY.Resources.Group);
    SCIMMY.Config.set({
      documentationUri: undefined,
      patch: true,
      filter: { supported: true, maxResults: MAX_PAGE_SIZE },
      sort: false,
      bulk: false,
      changePassword: false,
      etag: false,
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'OAuth Bearer Token',
          description: "The directory's bearer token, from the admin portal",
        },
      ],
    });
  }
  return SCIMMY;
}

/** The most resources one list answer carries (ServiceProviderConfig's filter.maxResults). */
export const MAX_PAGE_SIZE = 200;
