/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_IdentificationsInputs */

const en_admin_col_identifications = /** @type {(inputs: Admin_Col_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifications`)
};

const es_admin_col_identifications = /** @type {(inputs: Admin_Col_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificaciones`)
};

const de_admin_col_identifications = /** @type {(inputs: Admin_Col_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmungen`)
};

const fr_admin_col_identifications = /** @type {(inputs: Admin_Col_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifications`)
};

const zh_hans1_admin_col_identifications = /** @type {(inputs: Admin_Col_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别次数`)
};

/**
* | output |
* | --- |
* | "Identifications" |
*
* @param {Admin_Col_IdentificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_identifications = /** @type {((inputs?: Admin_Col_IdentificationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_IdentificationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_identifications(inputs)
	if (locale === "de") return de_admin_col_identifications(inputs)
	if (locale === "fr") return fr_admin_col_identifications(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_identifications(inputs)
	return en_admin_col_identifications(inputs)
});