import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { PublicUser } from '../../../lib/types';
import { pathIn, type Language } from '@rules/languages';
import type { NavWords } from '../../../lib/nav-words';
import { accountLinks } from '../../../lib/routes';
import { usePopup } from '../../../ui/useDismiss';
import PopupToggle from '../../../ui/PopupToggle';

/** The signed-in menu button: username and email, account links, Log out (menu button pattern). */
export default function UserMenu({ user, onSignOut, language, words }: { user: PublicUser; onSignOut: () => void; language: Language; words: NavWords }) {
  const { open, setOpen, area, trigger } = usePopup();
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const moveFocus = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div className="user-menu" ref={area}>
      <PopupToggle trigger={trigger} open={open} controls="user-menu" onClick={() => setOpen(!open)} className="user-trigger" menu>
        <span className="avatar" aria-hidden="true">{user.username.slice(0, 1).toUpperCase()}</span>
        {user.username}
      </PopupToggle>
      {open && (
        <div className="menu" id="user-menu" role="menu" aria-label={words.accountMenu} ref={menu} onKeyDown={moveFocus}>
          <div className="menu-head" role="presentation">
            <strong>{user.username}</strong>
            <span>{user.email}</span>
          </div>
          {accountLinks(user.isAdmin, user.isExpert, words.account).map((link) => (
            <a key={link.href} role="menuitem" href={pathIn(language, link.href)}>
              {link.label}
            </a>
          ))}
          <button type="button" role="menuitem" className="menu-logout" onClick={onSignOut}>
            {words.logOut}
          </button>
        </div>
      )}
    </div>
  );
}
