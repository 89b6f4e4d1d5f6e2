/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Lifetime_Too_Many_CheckoutsInputs */

const en_error_lifetime_too_many_checkouts = /** @type {(inputs: Error_Lifetime_Too_Many_CheckoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many lifetime checkouts are open from your network. Please finish one, or try again later.`)
};

const es_error_lifetime_too_many_checkouts = /** @type {(inputs: Error_Lifetime_Too_Many_CheckoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay demasiados pagos de planes vitalicios abiertos desde tu red. Termina uno o vuelve a intentarlo más tarde.`)
};

const de_error_lifetime_too_many_checkouts = /** @type {(inputs: Error_Lifetime_Too_Many_CheckoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus deinem Netzwerk sind zu viele Käufe lebenslanger Pläne offen. Bitte schließe einen ab oder versuche es später noch einmal.`)
};

const fr_error_lifetime_too_many_checkouts = /** @type {(inputs: Error_Lifetime_Too_Many_CheckoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de paiements de formules à vie sont ouverts depuis votre réseau. Terminez-en un ou réessayez plus tard.`)
};

const zh_hans1_error_lifetime_too_many_checkouts = /** @type {(inputs: Error_Lifetime_Too_Many_CheckoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的网络中有过多未完成的终身套餐结账。请完成其中一个，或稍后再试。`)
};

/**
* | output |
* | --- |
* | "Too many lifetime checkouts are open from your network. Please finish one, or try again later." |
*
* @param {Error_Lifetime_Too_Many_CheckoutsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_lifetime_too_many_checkouts = /** @type {((inputs?: Error_Lifetime_Too_Many_CheckoutsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Lifetime_Too_Many_CheckoutsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_lifetime_too_many_checkouts(inputs)
	if (locale === "de") return de_error_lifetime_too_many_checkouts(inputs)
	if (locale === "fr") return fr_error_lifetime_too_many_checkouts(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_lifetime_too_many_checkouts(inputs)
	return en_error_lifetime_too_many_checkouts(inputs)
});