import { startFakeStripe } from './stripe';

/**
 * The fake Stripe as its own process, for the browser suite (playwright.config.ts starts it): the app's SDK
 * and the Stripe.js test double talk to it, and it posts signed webhook events to the app.
 */
const port = Number(process.env.FAKE_STRIPE_PORT);
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !webhookUrl || !webhookSecret) {
  console.error('Set FAKE_STRIPE_PORT, FAKE_STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET.');
  process.exit(1);
}
const fake = startFakeStripe({ port, webhookUrl, webhookSecret });
console.log(`Fake Stripe on ${fake.url}, sending webhooks to ${webhookUrl}`);
const stop = () => {
  fake.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
