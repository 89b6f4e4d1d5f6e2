import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { PRODUCT_NAME } from '@rules/product';
import { profileChoiceWords } from './profile/profile-choice-words';
import { ruleWords } from '../../lib/rule-words';

/** The account rules' words (rules/account.ts), said by code in the forms. */
const ACCOUNT_RULES = ['username', 'password', 'email', 'website'];

/** Placeholders kept as written, for the island to fill in (lib/fill.ts). */
const KEEP = { username: '{username}', mail: '{mail}', email: '{email}', link: '{link}' };

/** The verification notice's words (VerifyEmailNotice), shown on the account's, the plans' and the identify screens. */
export function verifyWords(language: Language) {
  const o = { locale: language };
  return {
    toContinue: m.account_verify_to_continue({}, o),
    weSentTo: m.account_we_sent_to(KEEP, o),
    checkEmail: m.account_check_email(KEEP, o),
    sent: m.account_verification_sent({}, o),
    notSent: m.account_verification_not_sent({}, o),
    sentTitle: m.account_verification_email_sent({}, o),
    notSentTitle: m.account_email_not_sent({}, o),
    tryLater: m.account_try_later({}, o),
    sending: m.account_sending({}, o),
    resend: m.account_resend({}, o),
  };
}
export type VerifyWords = ReturnType<typeof verifyWords>;

/**
 * The words of /auth and /verify-email in a language, rendered with the page and handed to the islands as a prop
 * (decision 128).
 */
export function authWords(language: Language) {
  const o = { locale: language };
  return {
    language,
    rules: ruleWords(language, ACCOUNT_RULES),
    verify: verifyWords(language),
    title: m.account_sign_in_title({}, o),
    description: m.account_sign_in_description({ product: PRODUCT_NAME }, o),
    tabs: m.account_tabs({}, o),
    login: m.account_tab_login({}, o),
    register: m.account_tab_register({}, o),
    welcomeBack: m.account_welcome_back({}, o),
    createTitle: m.account_create_title({}, o),
    loginLede: m.account_login_lede({}, o),
    registerLede: m.account_register_lede({}, o),
    username: m.account_username({}, o),
    password: m.account_password({}, o),
    email: m.account_email({}, o),
    confirmPassword: m.account_confirm_password({}, o),
    passwordHint: m.account_password_hint({}, o),
    website: m.account_website({}, o),
    websiteHint: m.account_website_hint({}, o),
    optional: m.account_optional({}, o),
    signingIn: m.account_signing_in({}, o),
    signIn: m.account_sign_in({}, o),
    creating: m.account_creating({}, o),
    create: m.account_create({}, o),
    loginSuccess: m.account_login_success({}, o),
    welcomeUser: m.account_welcome_user(KEEP, o),
    loginFailed: m.account_login_failed({}, o),
    loginFallback: m.account_login_fallback({}, o),
    registerSuccess: m.account_register_success({}, o),
    welcomeNew: m.account_welcome_new(KEEP, o),
    registerFailed: m.account_register_failed({}, o),
    registerFallback: m.account_register_fallback({}, o),
  };
}
export type AuthWords = ReturnType<typeof authWords>;

/** The words of /verify-email: what the link in the verification e-mail found. */
export function verifyResultWords(language: Language) {
  const o = { locale: language };
  return {
    language,
    notice: verifyWords(language),
    title: m.account_verify_title({}, o),
    verified: m.account_verified({}, o),
    verifiedText: m.account_verified_text({}, o),
    alreadyVerified: m.account_already_verified({}, o),
    expired: m.account_link_expired({}, o),
    expiredText: m.account_link_expired_text({}, o),
    invalid: m.account_link_invalid({}, o),
    invalidText: m.account_link_invalid_text({}, o),
    signInToResend: m.account_sign_in_to_resend(KEEP, o),
    signIn: m.nav_sign_in({}, o),
    newLink: m.account_new_link({}, o),
    toSubscription: m.account_go_to_subscription({}, o),
  };
}
export type VerifyResultWords = ReturnType<typeof verifyResultWords>;

/** The words of /profile in a language, rendered with the page and handed to its island as a prop (decision 128). */
export function profileWords(language: Language) {
  const o = { locale: language };
  return {
    language,
    verify: verifyWords(language),
    title: m.account_my_profile({}, o),
    loading: m.account_loading_profile({}, o),
    profileInfo: m.account_profile_info({}, o),
    changePassword: m.account_change_password({}, o),
    breadcrumb: m.account_breadcrumb({}, o),
    home: m.nav_home({}, o),
    profile: m.account_profile({}, o),
    signedInAs: m.account_signed_in_as({ username: '{username}', date: '{date}' }, o),
    shortcuts: m.account_shortcuts({}, o),
    identify: m.account_identify_species({}, o),
    myIdentifications: m.account_my_identifications({}, o),
    admin: m.account_admin({}, o),
    infoLede: m.account_profile_info_lede({}, o),
    passwordLede: m.account_change_password_lede({}, o),
    choices: profileChoiceWords(language),
    info: {
      rules: ruleWords(language, ACCOUNT_RULES),
      label: m.account_profile_info({}, o),
      noChanges: m.account_no_changes({}, o),
      noChangesText: m.account_no_changes_text({}, o),
      updated: m.account_profile_updated({}, o),
      updatedText: m.account_profile_updated_text({}, o),
      error: m.account_profile_error({}, o),
      fallback: m.account_profile_fallback({}, o),
      email: m.account_email({}, o),
      emailHint: m.account_email_hint({}, o),
      website: m.account_website({}, o),
      websiteHint: m.account_website_hint({}, o),
      optional: m.account_optional({}, o),
      saving: m.account_saving({}, o),
      save: m.account_save_changes({}, o),
      sent: m.account_verification_sent({}, o),
      notSent: m.account_verification_not_sent({}, o),
    },
    password: {
      rules: ruleWords(language, ACCOUNT_RULES),
      label: m.account_change_password({}, o),
      changed: m.account_password_changed({}, o),
      changedText: m.account_password_changed_text({}, o),
      error: m.account_password_error({}, o),
      fallback: m.account_password_fallback({}, o),
      current: m.account_current_password({}, o),
      new: m.account_new_password({}, o),
      newHint: m.account_new_password_hint({}, o),
      confirm: m.account_confirm_new_password({}, o),
      changing: m.account_changing({}, o),
      change: m.account_change_password_button({}, o),
    },
  };
}
export type ProfileWords = ReturnType<typeof profileWords>;
