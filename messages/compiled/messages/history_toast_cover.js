/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_CoverInputs */

const en_history_toast_cover = /** @type {(inputs: History_Toast_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo is now the cover.`)
};

const es_history_toast_cover = /** @type {(inputs: History_Toast_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta foto es ahora la portada.`)
};

const de_history_toast_cover = /** @type {(inputs: History_Toast_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto ist jetzt das Titelbild.`)
};

const fr_history_toast_cover = /** @type {(inputs: History_Toast_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette photo est maintenant la couverture.`)
};

const zh_hans1_history_toast_cover = /** @type {(inputs: History_Toast_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这张照片现在是封面。`)
};

/**
* | output |
* | --- |
* | "This photo is now the cover." |
*
* @param {History_Toast_CoverInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_cover = /** @type {((inputs?: History_Toast_CoverInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_CoverInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_cover(inputs)
	if (locale === "de") return de_history_toast_cover(inputs)
	if (locale === "fr") return fr_history_toast_cover(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_cover(inputs)
	return en_history_toast_cover(inputs)
});