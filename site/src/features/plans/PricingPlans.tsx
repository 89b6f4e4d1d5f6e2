import { useEffect } from 'react';
import { planQuestions } from './plan-questions';
import { $settings, loadSettings } from './subscription';
import LifetimeOfferBanner from './LifetimeOfferBanner';
import PlanCards from './PlanCards';
import { usePlanChoice } from './usePlanChoice';
import { useStoreAsBuilt } from '../../ui/useStoreAsBuilt';
import { useUser } from '../account/useUser';
import VerifyEmailNotice from '../account/VerifyEmailNotice';
import type { VerifyWords } from '../account/account-words';
import { pathIn } from '@rules/languages';
import type { PlanWords } from './plan-words';
import './PricingPlans.css';

/** /pricing below its title: the offer banner, the plans, the FAQ and the call to action. */
export default function PricingPlans({ verify, words }: { verify: VerifyWords; words: PlanWords }) {
  const user = useUser();
  const settings = useStoreAsBuilt($settings, undefined);
  const { busy, choose } = usePlanChoice(user, words);
  useEffect(() => void loadSettings(), []);
  const faq = [
    ...words.faq,
    // Monthly and yearly plans are spoken of only where they are offered, or to someone who holds one.
    ...planQuestions(words.questions, settings, user?.subscriptionTier),
  ];

  return (
    <>
      <LifetimeOfferBanner settings={settings} words={words} />
      <VerifyEmailNotice user={user} words={verify} />
      <PlanCards settings={settings} user={user} onChoose={choose} busy={busy} words={words} />
      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">{words.faqTitle}</h2>
        {faq.map(([question, answer]) => (
          <details key={question} className="card">
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
      {user !== undefined && (
        <section className="pricing-cta">
          <h2>{words.ctaTitle}</h2>
          {user ? (
            <a className="btn" href={pathIn(words.language, '/identification')}>
              {words.ctaIdentify}
            </a>
          ) : (
            <a className="btn" href={pathIn(words.language, '/auth')}>
              {words.ctaSignUp}
            </a>
          )}
        </section>
      )}
    </>
  );
}
