/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} History_Photo_CountInputs */

const en_history_photo_count = /** @type {(inputs: History_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
};

const es_history_photo_count = /** @type {(inputs: History_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos`)
};

const de_history_photo_count = /** @type {(inputs: History_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Fotos`)
};

const fr_history_photo_count = /** @type {(inputs: History_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
};

const zh_hans1_history_photo_count = /** @type {(inputs: History_Photo_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片`)
};

/**
* | output |
* | --- |
* | "{count} photos" |
*
* @param {History_Photo_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_count = /** @type {((inputs: History_Photo_CountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_CountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_count(inputs)
	if (locale === "de") return de_history_photo_count(inputs)
	if (locale === "fr") return fr_history_photo_count(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_count(inputs)
	return en_history_photo_count(inputs)
});