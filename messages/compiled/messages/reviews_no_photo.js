/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_No_PhotoInputs */

const en_reviews_no_photo = /** @type {(inputs: Reviews_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photo stored`)
};

const es_reviews_no_photo = /** @type {(inputs: Reviews_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay foto guardada`)
};

const de_reviews_no_photo = /** @type {(inputs: Reviews_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Foto gespeichert`)
};

const fr_reviews_no_photo = /** @type {(inputs: Reviews_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune photo conservée`)
};

const zh_hans1_reviews_no_photo = /** @type {(inputs: Reviews_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未保存照片`)
};

/**
* | output |
* | --- |
* | "No photo stored" |
*
* @param {Reviews_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_no_photo = /** @type {((inputs?: Reviews_No_PhotoInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_No_PhotoInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_no_photo(inputs)
	if (locale === "de") return de_reviews_no_photo(inputs)
	if (locale === "fr") return fr_reviews_no_photo(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_no_photo(inputs)
	return en_reviews_no_photo(inputs)
});