/** "1 free identification", "3 free identifications": a count with its noun in the right number (English). */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/**
 * A sentence with its `{name}` places filled; a place with no value is kept as written, so that a page can render
 * `{count}` where only the browser knows the number, and the browser fills it later.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
