import { dayAndTimeText } from '@rules/dates';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { NotificationWords } from '../../../lib/nav-words';
import type { UserNotification } from '../../../lib/types';
import { usePopup } from '../../../ui/useDismiss';
import PopupToggle from '../../../ui/PopupToggle';
import { $unreadCount, bellBadge, bellLabel, latestNotifications, markRead, refreshUnreadCount, UNREAD_POLL_MS } from './unread-store';


/** Counts again on mount, whenever the page comes back into view, and every few minutes. Signed-in users only mount it. */
function useUnreadPolling() {
  useEffect(() => {
    const count = () => void refreshUnreadCount().catch(() => {});
    const onVisible = () => document.visibilityState === 'visible' && count();
    count();
    const timer = setInterval(onVisible, UNREAD_POLL_MS);
    window.addEventListener('focus', count);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', count);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

/**
 * The top bar's bell: the unread count, and a disclosure listing the newest notifications, each a link to what it
 * is about. Opening it marks what it shows read (still marked new while it stays open); Escape closes it and
 * gives focus back to the bell.
 */
export default function Notifications({ words }: { words: NotificationWords }) {
  const count = useStore($unreadCount);
  const { open, setOpen, area, trigger: button, close } = usePopup();
  const [items, setItems] = useState<UserNotification[] | undefined>();
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  useUnreadPolling();

  const show = async () => {
    setOpen(true);
    setFailed(false);
    try {
      const latest = await latestNotifications();
      setItems(latest);
      await markRead(latest.filter((item) => !item.readAt).map((item) => item.id));
    } catch {
      setFailed(true);
    }
  };
  const markAll = async () => {
    try {
      await markRead('all');
      const now = new Date().toISOString();
      setItems((shown) => shown?.map((item) => ({ ...item, readAt: item.readAt ?? now })));
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="notifications" ref={area}>
      <PopupToggle trigger={button} open={open} controls={panelId} onClick={() => (open ? close(false) : void show())} className="icon-btn bell" label={bellLabel(count, words)}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {count > 0 && <span className="bell-count" aria-hidden="true">{bellBadge(count)}</span>}
      </PopupToggle>
      {open && (
        <div className="menu notifications-panel" id={panelId} role="region" aria-label={words.title}>
          <div className="notifications-head">
            <strong>{words.title}</strong>
            {count > 0 && <button type="button" className="notifications-all" onClick={() => void markAll()}>{words.markAll}</button>}
          </div>
          {failed && <span role="alert">{words.failed}</span>}
          {!failed && items === undefined && <span>{words.loading}</span>}
          {items?.length === 0 && <span>{words.caughtUp}</span>}
          {items && items.length > 0 && (
            <ul className="notifications-list">
              {items.map((item) => (
                <li key={item.id} className={item.readAt ? undefined : 'unread'}>
                  <a href={item.link ?? '/history'}>
                    {/* The sighting it is about: its cover beside its name (the text names it too: the photo is decoration). */}
                    {item.sighting?.imageUrl && <img className="notification-thumb" src={item.sighting.imageUrl} alt="" width={44} height={44} loading="lazy" />}
                    <span className="notification-body">
                      {!item.readAt && <span className="visually-hidden">{words.new}</span>}
                      {item.sighting && <span className="notification-sighting">{item.sighting.speciesName}</span>}
                      <span className="notification-text">{item.text}</span>
                      <time dateTime={item.createdAt}>{dayAndTimeText(item.createdAt)}</time>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
