/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_ErrorInputs */

const en_plans_error = /** @type {(inputs: Plans_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_plans_error = /** @type {(inputs: Plans_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_plans_error = /** @type {(inputs: Plans_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_plans_error = /** @type {(inputs: Plans_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const zh_hans1_plans_error = /** @type {(inputs: Plans_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出错了`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Plans_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_error = /** @type {((inputs?: Plans_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_error(inputs)
	if (locale === "de") return de_plans_error(inputs)
	if (locale === "fr") return fr_plans_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_error(inputs)
	return en_plans_error(inputs)
});