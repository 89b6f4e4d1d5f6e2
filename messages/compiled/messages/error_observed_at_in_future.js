/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Observed_At_In_FutureInputs */

const en_error_observed_at_in_future = /** @type {(inputs: Error_Observed_At_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt cannot be in the future`)
};

const es_error_observed_at_in_future = /** @type {(inputs: Error_Observed_At_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt no puede estar en el futuro`)
};

const de_error_observed_at_in_future = /** @type {(inputs: Error_Observed_At_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt darf nicht in der Zukunft liegen`)
};

const fr_error_observed_at_in_future = /** @type {(inputs: Error_Observed_At_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt ne peut pas être dans le futur`)
};

const zh_hans1_error_observed_at_in_future = /** @type {(inputs: Error_Observed_At_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`observedAt 不能是将来的时间`)
};

/**
* | output |
* | --- |
* | "observedAt cannot be in the future" |
*
* @param {Error_Observed_At_In_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_observed_at_in_future = /** @type {((inputs?: Error_Observed_At_In_FutureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Observed_At_In_FutureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_observed_at_in_future(inputs)
	if (locale === "de") return de_error_observed_at_in_future(inputs)
	if (locale === "fr") return fr_error_observed_at_in_future(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_observed_at_in_future(inputs)
	return en_error_observed_at_in_future(inputs)
});