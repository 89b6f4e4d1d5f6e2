import { useEffect } from 'react';
import { FREE_IDENTIFICATIONS } from '@rules/product';
import { planQuestions } from './plan-questions';
import { $settings, loadSettings } from './subscription';
import LifetimeOfferBanner from './LifetimeOfferBanner';
import PlanCards from './PlanCards';
import { usePlanChoice } from './usePlanChoice';
import { useStoreAsBuilt } from '../../ui/useStoreAsBuilt';
import { useUser } from '../account/useUser';
import VerifyEmailNotice from '../account/VerifyEmailNotice';
import './PricingPlans.css';

/** /pricing below its title: the offer banner, the plans, the FAQ and the call to action. */
export default function PricingPlans() {
  const user = useUser();
  const settings = useStoreAsBuilt($settings, undefined);
  const { busy, choose } = usePlanChoice(user);
  useEffect(() => void loadSettings(), []);
  const faq = [
    ['What do I get on the free plan?', `${FREE_IDENTIFICATIONS} identifications, your identification history, its map and your life list. Premium tools (search, filters, export and high-resolution images) are not included.`],
    ['How does the free trial work?', 'The trial lasts 7 days and unlocks all premium features. No credit card is needed, and when it ends your account goes back to the free plan.'],
    // Monthly and yearly plans are spoken of only where they are offered, or to someone who holds one.
    ...planQuestions(settings, user?.subscriptionTier),
  ];

  return (
    <>
      <LifetimeOfferBanner settings={settings} />
      <VerifyEmailNotice user={user} />
      <PlanCards settings={settings} user={user} onChoose={choose} busy={busy} />
      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">Frequently Asked Questions</h2>
        {faq.map(([question, answer]) => (
          <details key={question} className="card">
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
      {user !== undefined && (
        <section className="pricing-cta">
          <h2>Ready to dive in?</h2>
          {user ? <a className="btn" href="/identification">Start Identifying</a> : <a className="btn" href="/auth">Sign Up &amp; Get Started</a>}
        </section>
      )}
    </>
  );
}
