import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/fill';
import { formatPrice } from './plans';
import type { CheckoutWords } from './plan-words';
import './CheckoutForm.css';

/** The card form inside Stripe Elements; the provider's errors are shown inline, under the form. */
export default function CheckoutForm({ plan, amount, words }: { plan: string; amount: number; words: CheckoutWords }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const returnUrl = new URL(pathIn(words.language, '/subscription-success'), window.location.origin);
    returnUrl.searchParams.set('plan', plan);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl.toString() } });
    // Reached only when the payment did not go through: on success the browser leaves for return_url.
    const shown = result.error.type === 'card_error' || result.error.type === 'validation_error';
    setError(shown ? (result.error.message ?? words.unexpected) : words.unexpected);
    setBusy(false);
  };

  return (
    <form method="post" className="card checkout-form" onSubmit={submit}>
      <PaymentElement onReady={() => setReady(true)} onChange={() => setError(null)} />
      {error && <p role="alert" className="checkout-error">{error}</p>}
      <button type="submit" className="btn" disabled={!stripe || !ready || busy}>
        {busy ? words.processing : fill(words.pay, { price: formatPrice(amount, words.language) })}
      </button>
    </form>
  );
}
