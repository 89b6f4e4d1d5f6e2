/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Empty_TitleInputs */

const en_history_empty_title = /** @type {(inputs: History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No identifications yet`)
};

const es_history_empty_title = /** @type {(inputs: History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay identificaciones`)
};

const de_history_empty_title = /** @type {(inputs: History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Bestimmungen`)
};

const fr_history_empty_title = /** @type {(inputs: History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’identification`)
};

const zh_hans1_history_empty_title = /** @type {(inputs: History_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有识别记录`)
};

/**
* | output |
* | --- |
* | "No identifications yet" |
*
* @param {History_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_empty_title = /** @type {((inputs?: History_Empty_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Empty_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_empty_title(inputs)
	if (locale === "de") return de_history_empty_title(inputs)
	if (locale === "fr") return fr_history_empty_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_empty_title(inputs)
	return en_history_empty_title(inputs)
});