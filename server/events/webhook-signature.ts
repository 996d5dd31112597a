// The webhook signature the provider's SDK verifies (dsync-audit-events.md §C.2): header
// `WorkOS-Signature: t=<epoch ms>,v1=<lower-case hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
import { createHmac } from 'node:crypto';

export function webhookSignature(secret: string, body: string, now = Date.now()): string {
  const digest = createHmac('sha256', secret).update(`${now}.${body}`, 'utf8').digest('hex');
  return `t=${now},v1=${digest}`;
}
