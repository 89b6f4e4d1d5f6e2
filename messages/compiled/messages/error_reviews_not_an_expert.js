/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Reviews_Not_An_ExpertInputs */

const en_error_reviews_not_an_expert = /** @type {(inputs: Error_Reviews_Not_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only experts can review sightings`)
};

const es_error_reviews_not_an_expert = /** @type {(inputs: Error_Reviews_Not_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los expertos pueden revisar avistamientos`)
};

const de_error_reviews_not_an_expert = /** @type {(inputs: Error_Reviews_Not_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Fachleute können Sichtungen prüfen`)
};

const fr_error_reviews_not_an_expert = /** @type {(inputs: Error_Reviews_Not_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les experts peuvent vérifier les observations`)
};

const zh_hans1_error_reviews_not_an_expert = /** @type {(inputs: Error_Reviews_Not_An_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有专家可以审核目击`)
};

/**
* | output |
* | --- |
* | "Only experts can review sightings" |
*
* @param {Error_Reviews_Not_An_ExpertInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_reviews_not_an_expert = /** @type {((inputs?: Error_Reviews_Not_An_ExpertInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Reviews_Not_An_ExpertInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_reviews_not_an_expert(inputs)
	if (locale === "de") return de_error_reviews_not_an_expert(inputs)
	if (locale === "fr") return fr_error_reviews_not_an_expert(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_reviews_not_an_expert(inputs)
	return en_error_reviews_not_an_expert(inputs)
});