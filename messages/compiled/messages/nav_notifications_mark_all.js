/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Notifications_Mark_AllInputs */

const en_nav_notifications_mark_all = /** @type {(inputs: Nav_Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

const es_nav_notifications_mark_all = /** @type {(inputs: Nav_Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todo como leído`)
};

const de_nav_notifications_mark_all = /** @type {(inputs: Nav_Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle als gelesen markieren`)
};

const fr_nav_notifications_mark_all = /** @type {(inputs: Nav_Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout marquer comme lu`)
};

const zh_hans1_nav_notifications_mark_all = /** @type {(inputs: Nav_Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部标为已读`)
};

/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Nav_Notifications_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_notifications_mark_all = /** @type {((inputs?: Nav_Notifications_Mark_AllInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Notifications_Mark_AllInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_notifications_mark_all(inputs)
	if (locale === "de") return de_nav_notifications_mark_all(inputs)
	if (locale === "fr") return fr_nav_notifications_mark_all(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_notifications_mark_all(inputs)
	return en_nav_notifications_mark_all(inputs)
});