/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Plans_Not_CancellableInputs */

const en_error_plans_not_cancellable = /** @type {(inputs: Error_Plans_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only monthly and yearly plans can be cancelled`)
};

const es_error_plans_not_cancellable = /** @type {(inputs: Error_Plans_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se pueden cancelar los planes mensuales y anuales`)
};

const de_error_plans_not_cancellable = /** @type {(inputs: Error_Plans_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Monats- und Jahrespläne können gekündigt werden`)
};

const fr_error_plans_not_cancellable = /** @type {(inputs: Error_Plans_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les formules mensuelles et annuelles peuvent être résiliées`)
};

const zh_hans1_error_plans_not_cancellable = /** @type {(inputs: Error_Plans_Not_CancellableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有月付和年付套餐可以取消`)
};

/**
* | output |
* | --- |
* | "Only monthly and yearly plans can be cancelled" |
*
* @param {Error_Plans_Not_CancellableInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_plans_not_cancellable = /** @type {((inputs?: Error_Plans_Not_CancellableInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Plans_Not_CancellableInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_plans_not_cancellable(inputs)
	if (locale === "de") return de_error_plans_not_cancellable(inputs)
	if (locale === "fr") return fr_error_plans_not_cancellable(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_plans_not_cancellable(inputs)
	return en_error_plans_not_cancellable(inputs)
});