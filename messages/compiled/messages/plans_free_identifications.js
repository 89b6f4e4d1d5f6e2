/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Plans_Free_IdentificationsInputs */

const en_plans_free_identifications = /** @type {(inputs: Plans_Free_IdentificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications`)
};

const es_plans_free_identifications = /** @type {(inputs: Plans_Free_IdentificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificaciones`)
};

const de_plans_free_identifications = /** @type {(inputs: Plans_Free_IdentificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Bestimmungen`)
};

const fr_plans_free_identifications = /** @type {(inputs: Plans_Free_IdentificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications`)
};

const zh_hans1_plans_free_identifications = /** @type {(inputs: Plans_Free_IdentificationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次识别`)
};

/**
* | output |
* | --- |
* | "{count} identifications" |
*
* @param {Plans_Free_IdentificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_free_identifications = /** @type {((inputs: Plans_Free_IdentificationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Free_IdentificationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_free_identifications(inputs)
	if (locale === "de") return de_plans_free_identifications(inputs)
	if (locale === "fr") return fr_plans_free_identifications(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_free_identifications(inputs)
	return en_plans_free_identifications(inputs)
});