import type { Stripe } from '@stripe/stripe-js';

/**
 * BROWSER SUITE ONLY: a stand-in for Stripe.js, which cannot load on the test machines. It offers what
 * `@stripe/react-stripe-js` uses (elements, a payment element, confirmPayment) and confirms payments the
 * way Stripe.js does: against the Stripe API (here our fake Stripe server) with the publishable key and the
 * intent's client secret, then returns to `return_url` with Stripe's query parameters. It grants nothing by
 * itself: the server only activates plans that Stripe (the fake) reports as paid.
 * Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

type Listener = (event: unknown) => void;
interface ProviderError {
  type: string;
  code?: string;
  message: string;
}

class CardElement {
  private root: HTMLElement | null = null;
  private listeners = new Map<string, Set<Listener>>();

  mount(target: HTMLElement | string) {
    const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!node) throw new Error('Payment element mount point not found');
    this.root = document.createElement('div');
    this.root.className = 'stripe-test-double';
    this.root.innerHTML = `
      <style>
        .stripe-test-double { display: grid; gap: 0.6rem; }
        .stripe-test-double .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.6rem; }
        .stripe-test-double label { display: grid; gap: 0.25rem; font-weight: 600; font-size: 0.9rem; }
        .stripe-test-double input { font: inherit; padding: 0.55rem 0.7rem; border: 1px solid var(--line); border-radius: 8px; }
      </style>
      <label>Card number<input name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"></label>
      <div class="row">
        <label>Expiration<input name="exp-date" autocomplete="cc-exp" placeholder="MM / YY"></label>
        <label>CVC<input name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC"></label>
      </div>`;
    this.root.addEventListener('input', () => this.emit('change', { elementType: 'payment', empty: !this.value('cardnumber'), complete: !this.check() }));
    node.append(this.root);
    queueMicrotask(() => this.emit('ready', { elementType: 'payment' }));
  }

  value(name: string): string {
    return this.root?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value.replace(/\s|\//g, '') ?? '';
  }

  /** Stripe's own wording for an incomplete form, or null when it may be submitted. */
  check(): ProviderError | null {
    const incomplete = (message: string) => ({ type: 'validation_error', code: 'incomplete', message });
    if (!/^\d{16}$/.test(this.value('cardnumber'))) return incomplete('Your card number is incomplete.');
    if (!/^(0[1-9]|1[0-2])\d{2}$/.test(this.value('exp-date'))) return incomplete("Your card's expiration date is incomplete.");
    if (!/^\d{3,4}$/.test(this.value('cvc'))) return incomplete("Your card's security code is incomplete.");
    return null;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, payload: unknown) {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
  }

  update() {}
  focus() {}
  blur() {}
  clear() {}
  collapse() {}
  unmount() {
    this.root?.remove();
  }
  destroy() {
    this.unmount();
  }
}

export function createStripeTestDouble(apiBase: string, publishableKey: string): Stripe {
  const forms = new WeakMap<object, { clientSecret: string; card: CardElement | null }>();

  async function confirmPayment(options: { elements: object; confirmParams: { return_url: string }; redirect?: string }) {
    const form = forms.get(options.elements);
    if (!form?.card) return { error: { type: 'invalid_request_error', message: 'The payment form is not ready.' } };
    const invalid = form.card.check();
    if (invalid) return { error: invalid };
    const paymentMethod = TEST_CARDS[form.card.value('cardnumber')];
    if (!paymentMethod) return { error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };

    const intentId = form.clientSecret.split('_secret_')[0]!;
    const returnUrl = options.confirmParams.return_url;
    const response = await fetch(`${apiBase}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: paymentMethod, client_secret: form.clientSecret, return_url: returnUrl }),
    });
    const body = await response.json();
    if (!response.ok) return { error: body.error as ProviderError };
    if (options.redirect === 'if_required') return { paymentIntent: body };
    const target = new URL(returnUrl);
    target.searchParams.set('payment_intent', intentId);
    target.searchParams.set('payment_intent_client_secret', form.clientSecret);
    target.searchParams.set('redirect_status', 'succeeded');
    window.location.assign(target.toString());
    return new Promise(() => {}); // like Stripe.js, never settles: the page is leaving
  }

  const unsupported = () => Promise.reject(new Error('Not offered by the Stripe.js test double'));
  const double = {
    elements(options: { clientSecret?: string } = {}) {
      const elements = {
        create: (type: string) => {
          if (type !== 'payment') throw new Error(`The Stripe.js test double offers only the payment element, not ${type}`);
          const card = new CardElement();
          forms.get(elements)!.card = card;
          return card;
        },
        getElement: () => forms.get(elements)?.card ?? null,
        update() {},
        submit: async () => ({}),
        fetchUpdates: async () => ({}),
      };
      forms.set(elements, { clientSecret: options.clientSecret ?? '', card: null });
      return elements;
    },
    confirmPayment,
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
    retrievePaymentIntent: unsupported,
    registerAppInfo() {},
    _registerWrapper() {},
  };
  return double as unknown as Stripe;
}
