import { useEffect } from 'react';
import { useStoreAsBuilt } from '../../ui/useStoreAsBuilt';
import { useUser } from '../account/useUser';
import { planQuestions } from './plan-questions';
import { $settings, loadSettings } from './subscription';

/**
 * The home FAQ's questions about paid plans, as /pricing asks them: built with the lifetime plan on offer (the
 * settings' fallback), then told again from the settings once they arrive.
 */
export default function HomePlanQuestions() {
  const user = useUser();
  const settings = useStoreAsBuilt($settings, undefined);
  useEffect(() => void loadSettings(), []);
  return (
    <>
      {planQuestions(settings, user?.subscriptionTier).map(([question, answer]) => (
        <details key={question} className="faq-item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </>
  );
}
