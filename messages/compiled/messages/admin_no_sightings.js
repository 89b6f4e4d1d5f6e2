/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_SightingsInputs */

const en_admin_no_sightings = /** @type {(inputs: Admin_No_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sightings`)
};

const es_admin_no_sightings = /** @type {(inputs: Admin_No_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin avistamientos`)
};

const de_admin_no_sightings = /** @type {(inputs: Admin_No_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Sichtungen`)
};

const fr_admin_no_sightings = /** @type {(inputs: Admin_No_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune observation`)
};

const zh_hans1_admin_no_sightings = /** @type {(inputs: Admin_No_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有目击记录`)
};

/**
* | output |
* | --- |
* | "No sightings" |
*
* @param {Admin_No_SightingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_sightings = /** @type {((inputs?: Admin_No_SightingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_SightingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_sightings(inputs)
	if (locale === "de") return de_admin_no_sightings(inputs)
	if (locale === "fr") return fr_admin_no_sightings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_sightings(inputs)
	return en_admin_no_sightings(inputs)
});