/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Notifications_NewInputs */

const en_nav_notifications_new = /** @type {(inputs: Nav_Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New: `)
};

const es_nav_notifications_new = /** @type {(inputs: Nav_Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo: `)
};

const de_nav_notifications_new = /** @type {(inputs: Nav_Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu: `)
};

const fr_nav_notifications_new = /** @type {(inputs: Nav_Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau : `)
};

const zh_hans1_nav_notifications_new = /** @type {(inputs: Nav_Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新：`)
};

/**
* | output |
* | --- |
* | "New:" |
*
* @param {Nav_Notifications_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_notifications_new = /** @type {((inputs?: Nav_Notifications_NewInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Notifications_NewInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_notifications_new(inputs)
	if (locale === "de") return de_nav_notifications_new(inputs)
	if (locale === "fr") return fr_nav_notifications_new(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_notifications_new(inputs)
	return en_nav_notifications_new(inputs)
});