/**
 * What the notifications sweeps claim of an account, each in one conditional UPDATE so that several instances
 * sweeping never both send: a trial's ending announced once, the daily summary at most once a day.
 */
export { claimDailySummaries, claimTrialEndingNotices, dailySummariesDue, giveBackDailySummary } from './repo';
