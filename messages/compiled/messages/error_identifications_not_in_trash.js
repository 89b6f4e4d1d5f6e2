/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Identifications_Not_In_TrashInputs */

const en_error_identifications_not_in_trash = /** @type {(inputs: Error_Identifications_Not_In_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification is not in the trash`)
};

const es_error_identifications_not_in_trash = /** @type {(inputs: Error_Identifications_Not_In_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación no está en la papelera`)
};

const de_error_identifications_not_in_trash = /** @type {(inputs: Error_Identifications_Not_In_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung ist nicht im Papierkorb`)
};

const fr_error_identifications_not_in_trash = /** @type {(inputs: Error_Identifications_Not_In_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification n’est pas dans la corbeille`)
};

const zh_hans1_error_identifications_not_in_trash = /** @type {(inputs: Error_Identifications_Not_In_TrashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该识别记录不在回收站中`)
};

/**
* | output |
* | --- |
* | "This identification is not in the trash" |
*
* @param {Error_Identifications_Not_In_TrashInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_identifications_not_in_trash = /** @type {((inputs?: Error_Identifications_Not_In_TrashInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Identifications_Not_In_TrashInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_identifications_not_in_trash(inputs)
	if (locale === "de") return de_error_identifications_not_in_trash(inputs)
	if (locale === "fr") return fr_error_identifications_not_in_trash(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_identifications_not_in_trash(inputs)
	return en_error_identifications_not_in_trash(inputs)
});