/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Observed_At_InvalidInputs */

const en_error_observed_at_invalid = /** @type {(inputs: Error_Observed_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date of the photo cannot be read or lies in the future`)
};

const es_error_observed_at_invalid = /** @type {(inputs: Error_Observed_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de la foto no se puede leer o está en el futuro`)
};

const de_error_observed_at_invalid = /** @type {(inputs: Error_Observed_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Datum des Fotos ist nicht lesbar oder liegt in der Zukunft`)
};

const fr_error_observed_at_invalid = /** @type {(inputs: Error_Observed_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de la photo est illisible ou se situe dans le futur`)
};

const zh_hans1_error_observed_at_invalid = /** @type {(inputs: Error_Observed_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片日期无法读取或晚于今天`)
};

/**
* | output |
* | --- |
* | "The date of the photo cannot be read or lies in the future" |
*
* @param {Error_Observed_At_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_observed_at_invalid = /** @type {((inputs?: Error_Observed_At_InvalidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Observed_At_InvalidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_observed_at_invalid(inputs)
	if (locale === "de") return de_error_observed_at_invalid(inputs)
	if (locale === "fr") return fr_error_observed_at_invalid(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_observed_at_invalid(inputs)
	return en_error_observed_at_invalid(inputs)
});