/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Identifications_No_Review_RequestInputs */

const en_error_identifications_no_review_request = /** @type {(inputs: Error_Identifications_No_Review_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No review request is pending for this sighting`)
};

const es_error_identifications_no_review_request = /** @type {(inputs: Error_Identifications_No_Review_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna solicitud de revisión pendiente para este avistamiento`)
};

const de_error_identifications_no_review_request = /** @type {(inputs: Error_Identifications_No_Review_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Sichtung steht keine Prüfanfrage aus`)
};

const fr_error_identifications_no_review_request = /** @type {(inputs: Error_Identifications_No_Review_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande de vérification n’est en attente pour cette observation`)
};

const zh_hans1_error_identifications_no_review_request = /** @type {(inputs: Error_Identifications_No_Review_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此目击没有待处理的审核请求`)
};

/**
* | output |
* | --- |
* | "No review request is pending for this sighting" |
*
* @param {Error_Identifications_No_Review_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_identifications_no_review_request = /** @type {((inputs?: Error_Identifications_No_Review_RequestInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Identifications_No_Review_RequestInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_identifications_no_review_request(inputs)
	if (locale === "de") return de_error_identifications_no_review_request(inputs)
	if (locale === "fr") return fr_error_identifications_no_review_request(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_identifications_no_review_request(inputs)
	return en_error_identifications_no_review_request(inputs)
});