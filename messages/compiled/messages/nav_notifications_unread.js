/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Nav_Notifications_UnreadInputs */

const en_nav_notifications_unread = /** @type {(inputs: Nav_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} unread`)
};

const es_nav_notifications_unread = /** @type {(inputs: Nav_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notificaciones, ${i?.count} sin leer`)
};

const de_nav_notifications_unread = /** @type {(inputs: Nav_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen, ${i?.count} ungelesen`)
};

const fr_nav_notifications_unread = /** @type {(inputs: Nav_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.count} non lues`)
};

const zh_hans1_nav_notifications_unread = /** @type {(inputs: Nav_Notifications_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`通知，${i?.count} 条未读`)
};

/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {Nav_Notifications_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_notifications_unread = /** @type {((inputs: Nav_Notifications_UnreadInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Notifications_UnreadInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_notifications_unread(inputs)
	if (locale === "de") return de_nav_notifications_unread(inputs)
	if (locale === "fr") return fr_nav_notifications_unread(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_notifications_unread(inputs)
	return en_nav_notifications_unread(inputs)
});