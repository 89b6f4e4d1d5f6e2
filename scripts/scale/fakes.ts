import { startFakeObis, type FakeObis } from '../../api/src/fakes/obis';
import { startFakeOpenAI, type FakeOpenAI } from '../../api/src/fakes/openai';
import { startFakeSmtp, type FakeSmtp } from '../../api/src/fakes/smtp';
import { startFakeWorms, type FakeWorms } from '../../api/src/fakes/worms';
import { startFakeStripe, type FakeStripe } from '../../api/test-support/fakes/stripe';

export const WEBHOOK_SECRET = 'whsec_scale';

export interface FakeServices {
  /** Points every instance at the fakes: the AI provider, WoRMS, OBIS, SMTP and Stripe. */
  env: Record<string, string>;
  openai: FakeOpenAI;
  worms: FakeWorms;
  obis: FakeObis;
  smtp: FakeSmtp;
  stripe: FakeStripe;
  stop(): Promise<void>;
}

/**
 * The outside services the product calls, each one shared by all instances as the real ones are. Stripe posts its
 * signed webhook events to `webhookUrl`: the load balancer's address, since any instance may receive them.
 */
export async function startFakeServices(webhookUrl: string): Promise<FakeServices> {
  const openai = startFakeOpenAI();
  const worms = startFakeWorms();
  const obis = startFakeObis();
  const smtp = await startFakeSmtp();
  const stripe = startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookUrl });
  return {
    env: {
      OPENAI_BASE_URL: openai.url,
      OPENAI_API_KEY: 'scale-key',
      WORMS_API_URL: worms.url,
      OBIS_API_URL: obis.url,
      SMTP_URL: smtp.url,
      ...stripe.env(),
    },
    openai,
    worms,
    obis,
    smtp,
    stripe,
    async stop() {
      stripe.stop();
      await Promise.all([openai.stop(), worms.stop(), obis.stop(), smtp.stop()]);
    },
  };
}
