/** Dates as the product shows them: en-US long format with year, month, day, hour and minute (section 9). */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
