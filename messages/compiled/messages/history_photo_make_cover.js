/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Photo_Make_CoverInputs */

const en_history_photo_make_cover = /** @type {(inputs: History_Photo_Make_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make this the cover`)
};

const es_history_photo_make_cover = /** @type {(inputs: History_Photo_Make_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar como portada`)
};

const de_history_photo_make_cover = /** @type {(inputs: History_Photo_Make_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Titelbild verwenden`)
};

const fr_history_photo_make_cover = /** @type {(inputs: History_Photo_Make_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En faire la couverture`)
};

const zh_hans1_history_photo_make_cover = /** @type {(inputs: History_Photo_Make_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设为封面`)
};

/**
* | output |
* | --- |
* | "Make this the cover" |
*
* @param {History_Photo_Make_CoverInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_make_cover = /** @type {((inputs?: History_Photo_Make_CoverInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_Make_CoverInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_make_cover(inputs)
	if (locale === "de") return de_history_photo_make_cover(inputs)
	if (locale === "fr") return fr_history_photo_make_cover(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_make_cover(inputs)
	return en_history_photo_make_cover(inputs)
});