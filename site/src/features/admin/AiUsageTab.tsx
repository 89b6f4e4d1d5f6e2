import type { AiUsage } from '../../lib/types';
import ProgressBar from '../../ui/ProgressBar';
import AdminSection from './AdminSection';
import AdminTable from './AdminTable';
import { adminApi } from './calls';
import { useAdminList } from './useAdminList';
import './AiUsageTab.css';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';
import { countText, dollarText } from './figures';

/** A cost under a dollar keeps four places, so a day of few calls does not read as $0.00. */
const usd = (language: string, amount: number) => dollarText(language, amount, amount < 1 ? 4 : 2);

function Budget({ budget, words }: { budget: AiUsage['budget']; words: AdminWords }) {
  const number = (value: number) => countText(words.language, value);
  const share = budget.limit > 0 ? Math.min(100, Math.round((budget.used / budget.limit) * 100)) : 100;
  return (
    <div className="ai-budget">
      <p>
        <strong>{fill(words.aiToday, { day: budget.day })}</strong> {fill(words.aiUsed, { used: number(budget.used), limit: number(budget.limit) })}
        {budget.used >= budget.limit ? words.aiSpent : words.fullStop}
      </p>
      <ProgressBar value={share} label={words.aiBudget} />
    </div>
  );
}

/** Model calls against the daily budget (AI_DAILY_BUDGET), and what they cost per day over the last 30 days. */
export default function AiUsageTab({ words }: { onChanged: () => void; words: AdminWords }) {
  const number = (value: number) => countText(words.language, value);
  const { data: usage, loading, error } = useAdminList(adminApi.aiUsage);
  return (
    <AdminSection title={words.aiTitle} description={words.aiDescription} what={words.aiWhat} words={words} error={error}>
      {usage && <Budget budget={usage.budget} words={words} />}
      <AdminTable
        columns={[words.colDay, words.colCalls, words.colFailed, words.colPromptTokens, words.colCompletionTokens, words.colCost]}
        rows={usage?.days}
        loading={loading}
        emptyText={words.aiEmpty}
        loadingLabel={words.loading}
      >
        {usage?.days.map((day) => (
          <tr key={day.day} data-testid={`ai-day-${day.day}`}>
            <td data-label={words.colDay}>{day.day}</td>
            <td data-label={words.colCalls}>{number(day.calls)}</td>
            <td data-label={words.colFailed}>{number(day.failed)}</td>
            <td data-label={words.colPromptTokens}>{number(day.promptTokens)}</td>
            <td data-label={words.colCompletionTokens}>{number(day.completionTokens)}</td>
            <td data-label={words.colCost}>{usd(words.language, day.costUsd)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
