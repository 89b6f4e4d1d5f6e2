/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Notifications_Caught_UpInputs */

const en_nav_notifications_caught_up = /** @type {(inputs: Nav_Notifications_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're all caught up.`)
};

const es_nav_notifications_caught_up = /** @type {(inputs: Nav_Notifications_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás al día.`)
};

const de_nav_notifications_caught_up = /** @type {(inputs: Nav_Notifications_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist auf dem neuesten Stand.`)
};

const fr_nav_notifications_caught_up = /** @type {(inputs: Nav_Notifications_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu es à jour.`)
};

const zh_hans1_nav_notifications_caught_up = /** @type {(inputs: Nav_Notifications_Caught_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你已看完所有通知。`)
};

/**
* | output |
* | --- |
* | "You're all caught up." |
*
* @param {Nav_Notifications_Caught_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_notifications_caught_up = /** @type {((inputs?: Nav_Notifications_Caught_UpInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Notifications_Caught_UpInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_notifications_caught_up(inputs)
	if (locale === "de") return de_nav_notifications_caught_up(inputs)
	if (locale === "fr") return fr_nav_notifications_caught_up(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_notifications_caught_up(inputs)
	return en_nav_notifications_caught_up(inputs)
});