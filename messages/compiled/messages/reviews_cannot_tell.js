/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Cannot_TellInputs */

const en_reviews_cannot_tell = /** @type {(inputs: Reviews_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot tell`)
};

const es_reviews_cannot_tell = /** @type {(inputs: Reviews_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede saber`)
};

const de_reviews_cannot_tell = /** @type {(inputs: Reviews_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erkennbar`)
};

const fr_reviews_cannot_tell = /** @type {(inputs: Reviews_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible à dire`)
};

const zh_hans1_reviews_cannot_tell = /** @type {(inputs: Reviews_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法判断`)
};

/**
* | output |
* | --- |
* | "Cannot tell" |
*
* @param {Reviews_Cannot_TellInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_cannot_tell = /** @type {((inputs?: Reviews_Cannot_TellInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Cannot_TellInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_cannot_tell(inputs)
	if (locale === "de") return de_reviews_cannot_tell(inputs)
	if (locale === "fr") return fr_reviews_cannot_tell(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_cannot_tell(inputs)
	return en_reviews_cannot_tell(inputs)
});