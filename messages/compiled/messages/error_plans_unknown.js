/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Plans_UnknownInputs */

const en_error_plans_unknown = /** @type {(inputs: Error_Plans_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan is not one we offer`)
};

const es_error_plans_unknown = /** @type {(inputs: Error_Plans_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no es uno de los que ofrecemos`)
};

const de_error_plans_unknown = /** @type {(inputs: Error_Plans_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Plan bieten wir nicht an`)
};

const fr_error_plans_unknown = /** @type {(inputs: Error_Plans_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette formule ne fait pas partie de notre offre`)
};

const zh_hans1_error_plans_unknown = /** @type {(inputs: Error_Plans_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们不提供此套餐`)
};

/**
* | output |
* | --- |
* | "This plan is not one we offer" |
*
* @param {Error_Plans_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_plans_unknown = /** @type {((inputs?: Error_Plans_UnknownInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Plans_UnknownInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_plans_unknown(inputs)
	if (locale === "de") return de_error_plans_unknown(inputs)
	if (locale === "fr") return fr_error_plans_unknown(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_plans_unknown(inputs)
	return en_error_plans_unknown(inputs)
});