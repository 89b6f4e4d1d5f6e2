import { startFakeObis, type FakeObis } from '../../src/fakes/obis';
import { startFakeOpenAI, type FakeOpenAI } from '../../src/fakes/openai';
import { startFakeSmtp, type FakeSmtp } from '../../src/fakes/smtp';
import { startFakeWorms, type FakeWorms } from '../../src/fakes/worms';
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from './stripe';

/** The fakes of every outside service a whole server calls, each one shared by all that talk to it. */
export interface FakeOutsideServices {
  /** Points a server at the fakes: the AI provider, WoRMS, OBIS, SMTP and Stripe. */
  env: Record<string, string>;
  openai: FakeOpenAI;
  worms: FakeWorms;
  obis: FakeObis;
  smtp: FakeSmtp;
  stripe: FakeStripe;
  stop(): Promise<void>;
}

/** Starts the AI provider, WoRMS, OBIS, SMTP and Stripe; `openaiKey` is the key the server sends the AI provider. */
export async function startFakeOutsideServices(openaiKey: string, stripeOptions: FakeStripeOptions): Promise<FakeOutsideServices> {
  const openai = startFakeOpenAI();
  const worms = startFakeWorms();
  const obis = startFakeObis();
  const smtp = await startFakeSmtp();
  const stripe = startFakeStripe(stripeOptions);
  return {
    env: {
      OPENAI_BASE_URL: openai.url,
      OPENAI_API_KEY: openaiKey,
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
