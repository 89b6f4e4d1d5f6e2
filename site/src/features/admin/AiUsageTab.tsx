import type { AiUsage } from '../../lib/types';
import ProgressBar from '../../ui/ProgressBar';
import AdminSection from './AdminSection';
import AdminTable from './AdminTable';
import { adminApi } from './calls';
import { useAdminList } from './useAdminList';
import './AiUsageTab.css';

const number = new Intl.NumberFormat('en');
const usd = (amount: number) => `$${amount.toFixed(amount < 1 ? 4 : 2)}`;

function Budget({ budget }: { budget: AiUsage['budget'] }) {
  const share = budget.limit > 0 ? Math.min(100, Math.round((budget.used / budget.limit) * 100)) : 100;
  return (
    <div className="ai-budget">
      <p>
        <strong>Today ({budget.day}, UTC):</strong> {number.format(budget.used)} of {number.format(budget.limit)} model calls used
        {budget.used >= budget.limit ? ': identification answers "AI service unavailable" until midnight UTC.' : '.'}
      </p>
      <ProgressBar value={share} label="Today's AI budget used" />
    </div>
  );
}

/** Model calls against the daily budget (AI_DAILY_BUDGET), and what they cost per day over the last 30 days. */
export default function AiUsageTab(_props: { onChanged: () => void }) {
  const { data: usage, loading, error } = useAdminList(adminApi.aiUsage);
  return (
    <AdminSection title="AI usage" description="Model calls per UTC day over the last 30 days, with tokens and estimated cost" what="AI usage" error={error}>
      {usage && <Budget budget={usage.budget} />}
      <AdminTable
        columns={['Day', 'Calls', 'Failed', 'Prompt tokens', 'Completion tokens', 'Estimated cost']}
        rows={usage?.days}
        loading={loading}
        emptyText="No model calls in the last 30 days"
      >
        {usage?.days.map((day) => (
          <tr key={day.day} data-testid={`ai-day-${day.day}`}>
            <td data-label="Day">{day.day}</td>
            <td data-label="Calls">{number.format(day.calls)}</td>
            <td data-label="Failed">{number.format(day.failed)}</td>
            <td data-label="Prompt tokens">{number.format(day.promptTokens)}</td>
            <td data-label="Completion tokens">{number.format(day.completionTokens)}</td>
            <td data-label="Estimated cost">{usd(day.costUsd)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
