/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Verified_OnlyInputs */

const en_admin_verified_only = /** @type {(inputs: Admin_Verified_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only verified sightings can be published`)
};

const es_admin_verified_only = /** @type {(inputs: Admin_Verified_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se pueden publicar avistamientos verificados`)
};

const de_admin_verified_only = /** @type {(inputs: Admin_Verified_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur geprüfte Sichtungen können veröffentlicht werden`)
};

const fr_admin_verified_only = /** @type {(inputs: Admin_Verified_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les observations vérifiées peuvent être publiées`)
};

const zh_hans1_admin_verified_only = /** @type {(inputs: Admin_Verified_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有经过核实的目击记录才能发布`)
};

/**
* | output |
* | --- |
* | "Only verified sightings can be published" |
*
* @param {Admin_Verified_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_verified_only = /** @type {((inputs?: Admin_Verified_OnlyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Verified_OnlyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_verified_only(inputs)
	if (locale === "de") return de_admin_verified_only(inputs)
	if (locale === "fr") return fr_admin_verified_only(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_verified_only(inputs)
	return en_admin_verified_only(inputs)
});