/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_FreeInputs */

const en_plans_free = /** @type {(inputs: Plans_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const es_plans_free = /** @type {(inputs: Plans_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

const de_plans_free = /** @type {(inputs: Plans_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos`)
};

const fr_plans_free = /** @type {(inputs: Plans_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

const zh_hans1_plans_free = /** @type {(inputs: Plans_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费版`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Plans_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_free = /** @type {((inputs?: Plans_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_free(inputs)
	if (locale === "de") return de_plans_free(inputs)
	if (locale === "fr") return fr_plans_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_free(inputs)
	return en_plans_free(inputs)
});