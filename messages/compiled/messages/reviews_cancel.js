/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_CancelInputs */

const en_reviews_cancel = /** @type {(inputs: Reviews_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const es_reviews_cancel = /** @type {(inputs: Reviews_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const de_reviews_cancel = /** @type {(inputs: Reviews_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_reviews_cancel = /** @type {(inputs: Reviews_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const zh_hans1_reviews_cancel = /** @type {(inputs: Reviews_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Reviews_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_cancel = /** @type {((inputs?: Reviews_CancelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_CancelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_cancel(inputs)
	if (locale === "de") return de_reviews_cancel(inputs)
	if (locale === "fr") return fr_reviews_cancel(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_cancel(inputs)
	return en_reviews_cancel(inputs)
});