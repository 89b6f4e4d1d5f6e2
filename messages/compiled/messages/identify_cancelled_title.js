/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Cancelled_TitleInputs */

const en_identify_cancelled_title = /** @type {(inputs: Identify_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification cancelled`)
};

const es_identify_cancelled_title = /** @type {(inputs: Identify_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación cancelada`)
};

const de_identify_cancelled_title = /** @type {(inputs: Identify_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung abgebrochen`)
};

const fr_identify_cancelled_title = /** @type {(inputs: Identify_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification annulée`)
};

const zh_hans1_identify_cancelled_title = /** @type {(inputs: Identify_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别已取消`)
};

/**
* | output |
* | --- |
* | "Identification cancelled" |
*
* @param {Identify_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_cancelled_title = /** @type {((inputs?: Identify_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Cancelled_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_cancelled_title(inputs)
	if (locale === "de") return de_identify_cancelled_title(inputs)
	if (locale === "fr") return fr_identify_cancelled_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_cancelled_title(inputs)
	return en_identify_cancelled_title(inputs)
});