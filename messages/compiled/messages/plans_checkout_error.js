/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Checkout_ErrorInputs */

const en_plans_checkout_error = /** @type {(inputs: Plans_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout Error`)
};

const es_plans_checkout_error = /** @type {(inputs: Plans_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error en el pago`)
};

const de_plans_checkout_error = /** @type {(inputs: Plans_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Bezahlen`)
};

const fr_plans_checkout_error = /** @type {(inputs: Plans_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de paiement`)
};

const zh_hans1_plans_checkout_error = /** @type {(inputs: Plans_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结账出错`)
};

/**
* | output |
* | --- |
* | "Checkout Error" |
*
* @param {Plans_Checkout_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_checkout_error = /** @type {((inputs?: Plans_Checkout_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Checkout_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_checkout_error(inputs)
	if (locale === "de") return de_plans_checkout_error(inputs)
	if (locale === "fr") return fr_plans_checkout_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_checkout_error(inputs)
	return en_plans_checkout_error(inputs)
});