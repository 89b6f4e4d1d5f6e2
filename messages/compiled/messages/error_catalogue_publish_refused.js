/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Catalogue_Publish_RefusedInputs */

const en_error_catalogue_publish_refused = /** @type {(inputs: Error_Catalogue_Publish_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification cannot be published.`)
};

const es_error_catalogue_publish_refused = /** @type {(inputs: Error_Catalogue_Publish_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación no se puede publicar.`)
};

const de_error_catalogue_publish_refused = /** @type {(inputs: Error_Catalogue_Publish_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung kann nicht veröffentlicht werden.`)
};

const fr_error_catalogue_publish_refused = /** @type {(inputs: Error_Catalogue_Publish_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification ne peut pas être publiée.`)
};

const zh_hans1_error_catalogue_publish_refused = /** @type {(inputs: Error_Catalogue_Publish_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该识别记录无法发布。`)
};

/**
* | output |
* | --- |
* | "This identification cannot be published." |
*
* @param {Error_Catalogue_Publish_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_catalogue_publish_refused = /** @type {((inputs?: Error_Catalogue_Publish_RefusedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Catalogue_Publish_RefusedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_catalogue_publish_refused(inputs)
	if (locale === "de") return de_error_catalogue_publish_refused(inputs)
	if (locale === "fr") return fr_error_catalogue_publish_refused(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_catalogue_publish_refused(inputs)
	return en_error_catalogue_publish_refused(inputs)
});