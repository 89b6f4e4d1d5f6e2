/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Log_OutInputs */

const en_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log out`)
};

const es_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const de_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const fr_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

const zh_hans1_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出登录`)
};

/**
* | output |
* | --- |
* | "Log out" |
*
* @param {Nav_Log_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_log_out = /** @type {((inputs?: Nav_Log_OutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_OutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_log_out(inputs)
	if (locale === "de") return de_nav_log_out(inputs)
	if (locale === "fr") return fr_nav_log_out(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_log_out(inputs)
	return en_nav_log_out(inputs)
});