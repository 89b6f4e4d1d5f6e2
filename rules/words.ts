/** "1 free identification", "3 free identifications": a count with its noun in the right number (English). */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
