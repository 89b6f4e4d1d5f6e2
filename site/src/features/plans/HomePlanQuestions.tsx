import { useEffect } from 'react';
import { useStoreAsBuilt } from '../../ui/useStoreAsBuilt';
import { useUser } from '../account/useUser';
import { planQuestions } from './plan-questions';
import { $settings, loadSettings } from './subscription';
import type { PlanQuestionWords } from './plan-words';

/**
 * The home FAQ's questions about paid plans, as /pricing asks them: built with the lifetime plan on offer (the
 * settings' fallback), then told again from the settings once they arrive.
 */
export default function HomePlanQuestions({ words }: { words: PlanQuestionWords }) {
  const user = useUser();
  const settings = useStoreAsBuilt($settings, undefined);
  useEffect(() => void loadSettings(), []);
  return (
    <>
      {planQuestions(words, settings, user?.subscriptionTier).map(([question, answer]) => (
        <details key={question} className="faq-item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </>
  );
}
