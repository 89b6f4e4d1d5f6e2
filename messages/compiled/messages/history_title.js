/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_TitleInputs */

const en_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Identifications`)
};

const es_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis identificaciones`)
};

const de_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Bestimmungen`)
};

const fr_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes identifications`)
};

const zh_hans1_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的识别`)
};

/**
* | output |
* | --- |
* | "My Identifications" |
*
* @param {History_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_title = /** @type {((inputs?: History_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_title(inputs)
	if (locale === "de") return de_history_title(inputs)
	if (locale === "fr") return fr_history_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_title(inputs)
	return en_history_title(inputs)
});