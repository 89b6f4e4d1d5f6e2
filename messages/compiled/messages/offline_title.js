/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_TitleInputs */

const en_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline`)
};

const es_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión`)
};

const de_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist offline`)
};

const fr_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne`)
};

const zh_hans1_offline_title = /** @type {(inputs: Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你已离线`)
};

/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const offline_title = /** @type {((inputs?: Offline_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_title(inputs)
	if (locale === "de") return de_offline_title(inputs)
	if (locale === "fr") return fr_offline_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_offline_title(inputs)
	return en_offline_title(inputs)
});