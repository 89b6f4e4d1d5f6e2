/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_IdentificationsInputs */

const en_admin_no_identifications = /** @type {(inputs: Admin_No_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No identifications found`)
};

const es_admin_no_identifications = /** @type {(inputs: Admin_No_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha encontrado ninguna identificación`)
};

const de_admin_no_identifications = /** @type {(inputs: Admin_No_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestimmungen gefunden`)
};

const fr_admin_no_identifications = /** @type {(inputs: Admin_No_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune identification trouvée`)
};

const zh_hans1_admin_no_identifications = /** @type {(inputs: Admin_No_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有找到识别记录`)
};

/**
* | output |
* | --- |
* | "No identifications found" |
*
* @param {Admin_No_IdentificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_identifications = /** @type {((inputs?: Admin_No_IdentificationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_IdentificationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_identifications(inputs)
	if (locale === "de") return de_admin_no_identifications(inputs)
	if (locale === "fr") return fr_admin_no_identifications(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_identifications(inputs)
	return en_admin_no_identifications(inputs)
});