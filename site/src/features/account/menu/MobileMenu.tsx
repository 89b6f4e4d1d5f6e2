import type { PublicUser } from '../../../lib/types';
import { pathIn, type Language } from '@rules/languages';
import type { NavWords } from '../../../lib/nav-words';
import { accountLinks } from '../../../lib/routes';
import { usePopup } from '../../../ui/useDismiss';
import PopupToggle from '../../../ui/PopupToggle';

interface Props {
  links: Array<{ href: string; label: string }>;
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  language: Language;
  words: NavWords;
}

/** The small-screen menu: the top bar links, then the same account choices as the desktop bar. */
export default function MobileMenu({ links, user, onSignOut, language, words }: Props) {
  const { open, setOpen, area, trigger: toggle } = usePopup();
  return (
    <div className="mobile" ref={area}>
      <PopupToggle trigger={toggle} open={open} controls="mobile-menu" onClick={() => setOpen(!open)} className="icon-btn menu-toggle" label={words.menu}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </PopupToggle>
      {open && (
        <nav className="menu mobile-menu" id="mobile-menu" aria-label={words.mobile}>
          {links.map((link) => (
            <a key={link.href} href={pathIn(language, link.href)}>{link.label}</a>
          ))}
          <hr />
          {user ? (
            <>
              <div className="menu-head">
                <strong>{user.username}</strong>
                <span>{user.email}</span>
              </div>
              {accountLinks(user.isAdmin, user.isExpert, words.account).map((link) => (
                <a key={link.href} href={pathIn(language, link.href)}>{link.label}</a>
              ))}
              <button type="button" className="menu-logout" onClick={onSignOut}>{words.logOut}</button>
            </>
          ) : (
            <>
              <a href="/auth">{words.signIn}</a>
              <a href="/auth?tab=register">{words.register}</a>
            </>
          )}
        </nav>
      )}
    </div>
  );
}
