// The catalogue pages' app bar (layouts/StaticAppNav.astro), without React: the signed-in parts once the user is
// known, and its disclosures (Escape or a click elsewhere closes one; Escape gives focus back to its button).
import { loadUser, logout } from '../features/account/session';
import { showToast } from './toast';

function driveDisclosure(button: HTMLButtonElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  const area = button.parentElement!;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  button.addEventListener('click', () => setOpen(panel.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!panel.hidden && !area.contains(event.target as Node)) setOpen(false);
  });
}

function showUser(bar: HTMLElement, user: Awaited<ReturnType<typeof loadUser>>): void {
  const root = bar.closest('header') ?? document;
  root.querySelectorAll<HTMLElement>(user ? '[data-signed-in]' : '[data-visitor]').forEach((element) => (element.hidden = false));
  root.querySelectorAll<HTMLElement>(user ? '[data-visitor]' : '[data-signed-in]').forEach((element) => (element.hidden = true));
  if (!user) return;
  root.querySelectorAll<HTMLElement>('[data-username]').forEach((element) => (element.textContent = user.username));
  root.querySelectorAll<HTMLElement>('[data-email]').forEach((element) => (element.textContent = user.email));
  root.querySelectorAll<HTMLElement>('[data-initial]').forEach((element) => (element.textContent = user.username.slice(0, 1).toUpperCase()));
  root.querySelectorAll<HTMLElement>('[data-admin]').forEach((element) => (element.hidden = !user.isAdmin));
  root.querySelectorAll<HTMLElement>('[data-expert]').forEach((element) => (element.hidden = !user.isExpert));
}

const bar = document.querySelector<HTMLElement>('[data-app-bar]');
if (bar) {
  bar.querySelectorAll<HTMLButtonElement>('button[aria-controls]').forEach(driveDisclosure);
  bar.querySelectorAll<HTMLButtonElement>('[data-log-out]').forEach((button) =>
    button.addEventListener('click', () => {
      logout().catch(() => showToast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' }));
    }),
  );
  void loadUser().then((user) => showUser(bar, user));
}
