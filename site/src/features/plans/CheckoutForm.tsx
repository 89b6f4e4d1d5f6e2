import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { formatPrice } from './plans';
import './CheckoutForm.css';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** The card form inside Stripe Elements; the provider's errors are shown inline, under the form. */
export default function CheckoutForm({ plan, amount }: { plan: string; amount: number }) {
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
    const returnUrl = new URL('/subscription-success', window.location.origin);
    returnUrl.searchParams.set('plan', plan);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl.toString() } });
    // Reached only when the payment did not go through: on success the browser leaves for return_url.
    const shown = result.error.type === 'card_error' || result.error.type === 'validation_error';
    setError(shown ? (result.error.message ?? UNEXPECTED) : UNEXPECTED);
    setBusy(false);
  };

  return (
    <form method="post" className="card checkout-form" onSubmit={submit}>
      <PaymentElement onReady={() => setReady(true)} onChange={() => setError(null)} />
      {error && <p role="alert" className="checkout-error">{error}</p>}
      <button type="submit" className="btn" disabled={!stripe || !ready || busy}>
        {busy ? 'Processing…' : `Pay ${formatPrice(amount)}`}
      </button>
    </form>
  );
}
