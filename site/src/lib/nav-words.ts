import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import type { LinkLabels } from './routes';

/**
 * The app bar's words in a language, rendered with the page and handed to its island as a prop, so that the island's
 * script carries no messages (decision 128).
 */
export interface NavWords {
  /** The bar's, the tabs' and the phone menu's links. */
  links: LinkLabels;
  /** The account menu's links. */
  account: LinkLabels;
  app: string;
  signIn: string;
  register: string;
  logOut: string;
  menu: string;
  mobile: string;
  tabBar: string;
  accountMenu: string;
  /** The bell and its panel. */
  notifications: NotificationWords;
}

/** The bell's words: its name (with `{count}` unread), its panel's heading, states and buttons. */
export interface NotificationWords {
  title: string;
  unread: string;
  markAll: string;
  failed: string;
  caughtUp: string;
  loading: string;
  new: string;
}

export function notificationWords(language: Language): NotificationWords {
  const options = { locale: language };
  return {
    title: m.nav_notifications({}, options),
    unread: m.nav_notifications_unread({ count: '{count}' }, options),
    markAll: m.nav_notifications_mark_all({}, options),
    failed: m.nav_notifications_failed({}, options),
    caughtUp: m.nav_notifications_caught_up({}, options),
    loading: m.nav_loading({}, options),
    new: m.nav_notifications_new({}, options),
  };
}

export function navWords(language: Language): NavWords {
  const options = { locale: language };
  return {
    links: {
      '/': m.nav_home({}, options),
      '/identification': m.nav_identify({}, options),
      '/discover': m.nav_discover({}, options),
      '/pricing': m.nav_pricing({}, options),
      '/about': m.nav_about({}, options),
      '/history': m.nav_history({}, options),
      '/dives': m.nav_dives({}, options),
      '/reviews': m.nav_reviews({}, options),
      '/profile': m.nav_profile({}, options),
      '/auth': m.nav_sign_in({}, options),
    },
    account: {
      '/profile': m.account_my_profile({}, options),
      '/history': m.account_my_identifications({}, options),
      '/dives': m.account_my_dives({}, options),
      '/trips': m.trips_my_trips({}, options),
      '/subscription': m.account_my_subscription({}, options),
      '/reviews': m.nav_reviews({}, options),
      '/admin': m.account_admin({}, options),
    },
    app: m.nav_app({}, options),
    signIn: m.nav_sign_in({}, options),
    register: m.nav_register({}, options),
    logOut: m.nav_log_out({}, options),
    menu: m.nav_menu({}, options),
    mobile: m.nav_mobile({}, options),
    tabBar: m.nav_tab_bar({}, options),
    accountMenu: m.nav_account({}, options),
    notifications: notificationWords(language),
  };
}
