import { startFakeOutsideServices, type FakeOutsideServices } from '../../api/test-support/fakes/outside-services';

export const WEBHOOK_SECRET = 'whsec_scale';

export type FakeServices = FakeOutsideServices;

/**
 * The outside services the product calls, each one shared by all instances as the real ones are. Stripe posts its
 * signed webhook events to `webhookUrl`: the load balancer's address, since any instance may receive them.
 */
export function startFakeServices(webhookUrl: string): Promise<FakeServices> {
  return startFakeOutsideServices('scale-key', { webhookSecret: WEBHOOK_SECRET, webhookUrl });
}
