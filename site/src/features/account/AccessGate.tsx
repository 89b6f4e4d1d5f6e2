import { useRequiredUser } from './RequireUser';

/**
 * Placed by the Layout on every login-required route: sends a visitor without a session to /auth
 * (and a non-admin away from admin screens) even before the page's own island exists.
 */
export default function AccessGate({ admin = false }: { admin?: boolean }) {
  useRequiredUser(admin);
  return null;
}
