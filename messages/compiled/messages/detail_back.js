/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_BackInputs */

const en_detail_back = /** @type {(inputs: Detail_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Identifications`)
};

const es_detail_back = /** @type {(inputs: Detail_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Mis identificaciones`)
};

const de_detail_back = /** @type {(inputs: Detail_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Meine Bestimmungen`)
};

const fr_detail_back = /** @type {(inputs: Detail_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à Mes identifications`)
};

const zh_hans1_detail_back = /** @type {(inputs: Detail_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回我的识别`)
};

/**
* | output |
* | --- |
* | "Back to My Identifications" |
*
* @param {Detail_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_back = /** @type {((inputs?: Detail_BackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_BackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_back(inputs)
	if (locale === "de") return de_detail_back(inputs)
	if (locale === "fr") return fr_detail_back(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_back(inputs)
	return en_detail_back(inputs)
});