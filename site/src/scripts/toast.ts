/** The catalogue pages' toast, without React: one at a time, 5 seconds, like the app's Toaster. */
const TOAST_DURATION_MS = 5000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: { title: string; description?: string; variant?: 'destructive' }): void {
  const toaster = document.querySelector<HTMLElement>('[data-toaster]');
  if (!toaster) return;
  const toast = document.createElement('div');
  toast.className = message.variant === 'destructive' ? 'toast toast-destructive' : 'toast';
  toast.dataset.testid = 'toast';
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = message.title;
  toast.append(title);
  if (message.description) {
    const description = document.createElement('p');
    description.className = 'toast-description';
    description.textContent = message.description;
    toast.append(description);
  }
  toaster.replaceChildren(toast);
  clearTimeout(timer);
  timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
