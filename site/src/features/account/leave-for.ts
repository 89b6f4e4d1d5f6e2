let leaving = false;

/**
 * Replaces the page with `url`, once per page: several islands may decide on the same redirect
 * (the Layout's access gate and the screen itself), and a second navigation would abort the first.
 */
export function leaveFor(url: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(url);
}
