/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_Cannot_TellInputs */

const en_history_review_cannot_tell = /** @type {(inputs: History_Review_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot tell from the photos`)
};

const es_history_review_cannot_tell = /** @type {(inputs: History_Review_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede saber por las fotos`)
};

const de_history_review_cannot_tell = /** @type {(inputs: History_Review_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf den Fotos nicht zu erkennen`)
};

const fr_history_review_cannot_tell = /** @type {(inputs: History_Review_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible à dire d’après les photos`)
};

const zh_hans1_history_review_cannot_tell = /** @type {(inputs: History_Review_Cannot_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法从照片判断`)
};

/**
* | output |
* | --- |
* | "Cannot tell from the photos" |
*
* @param {History_Review_Cannot_TellInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_cannot_tell = /** @type {((inputs?: History_Review_Cannot_TellInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_Cannot_TellInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_cannot_tell(inputs)
	if (locale === "de") return de_history_review_cannot_tell(inputs)
	if (locale === "fr") return fr_history_review_cannot_tell(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_cannot_tell(inputs)
	return en_history_review_cannot_tell(inputs)
});