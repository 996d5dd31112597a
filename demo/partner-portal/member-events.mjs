// The portal's webhook receiver, as a partner's backend would have one: it subscribes to member
// events with the official Node SDK (`workos.webhooks.createWebhookEndpoint`), verifies each
// delivery with `workos.webhooks.constructEvent` (the `WorkOS-Signature` header over the exact
// body, with the endpoint's secret), keeps each event once by its id (deliveries are at least
// once, so duplicates are expected) and lists the latest ones for the portal's page.

export const MEMBER_EVENTS = [
  'organization_membership.created',
  'organization_membership.updated',
  'organization_membership.deleted',
  'invitation.created',
  'invitation.accepted',
  'invitation.revoked',
];
const KEPT = 50;

/** `endpointUrl` is where the Loyalty Console server reaches this portal's `POST /webhooks`. */
export function memberEvents(workos, endpointUrl) {
  let secret;
  const received = new Map(); // event id -> { id, event, createdAt, organizationId, summary }

  /**
   * Subscribes anew: the secret is shown only when an endpoint is created, so an endpoint left
   * by an earlier run of the portal (same URL) is deleted first.
   */
  async function subscribe() {
    const existing = await workos.webhooks.listWebhookEndpoints();
    for (const endpoint of existing.data)
      if (endpoint.endpointUrl === endpointUrl)
        await workos.webhooks.deleteWebhookEndpoint({ id: endpoint.id });
    const created = await workos.webhooks.createWebhookEndpoint({
      endpointUrl,
      events: MEMBER_EVENTS,
    });
    secret = created.secret;
  }

  let subscribing;
  /** Subscribes once (concurrent callers share the one attempt; a failed one is tried again). */
  const ensureSubscribed = () =>
    (subscribing ??= subscribe().catch((error) => {
      subscribing = undefined;
      throw error;
    }));

  /** Handles one delivery; answers 200 once verified (even a duplicate), 400 otherwise. */
  async function receive(rawBody, signature) {
    if (!secret || typeof signature !== 'string') return 400;
    let event;
    try {
      event = await workos.webhooks.constructEvent({
        payload: JSON.parse(rawBody),
        sigHeader: signature,
        secret,
      });
    } catch {
      return 400;
    }
    if (!received.has(event.id)) {
      const data = event.data ?? {};
      received.set(event.id, {
        id: event.id,
        event: event.event,
        createdAt: event.createdAt,
        organizationId: data.organizationId ?? null,
        summary: data.email ?? data.role?.slug ?? data.userId ?? '',
      });
      while (received.size > KEPT) received.delete(received.keys().next().value);
    }
    return 200;
  }

  /** The latest verified events of one organization, newest first. */
  const recent = (organizationId) =>
    [...received.values()].filter((entry) => entry.organizationId === organizationId).reverse();

  return { ensureSubscribed, receive, recent };
}
