/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_UnexpectedInputs */

const en_plans_unexpected = /** @type {(inputs: Plans_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again.`)
};

const es_plans_unexpected = /** @type {(inputs: Plans_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error inesperado. Inténtalo de nuevo.`)
};

const de_plans_unexpected = /** @type {(inputs: Plans_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es noch einmal.`)
};

const fr_plans_unexpected = /** @type {(inputs: Plans_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur inattendue s'est produite. Veuillez réessayer.`)
};

const zh_hans1_plans_unexpected = /** @type {(inputs: Plans_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发生意外错误，请重试。`)
};

/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again." |
*
* @param {Plans_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_unexpected = /** @type {((inputs?: Plans_UnexpectedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_UnexpectedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_unexpected(inputs)
	if (locale === "de") return de_plans_unexpected(inputs)
	if (locale === "fr") return fr_plans_unexpected(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_unexpected(inputs)
	return en_plans_unexpected(inputs)
});