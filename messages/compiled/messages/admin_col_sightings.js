/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_SightingsInputs */

const en_admin_col_sightings = /** @type {(inputs: Admin_Col_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sightings`)
};

const es_admin_col_sightings = /** @type {(inputs: Admin_Col_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avistamientos`)
};

const de_admin_col_sightings = /** @type {(inputs: Admin_Col_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtungen`)
};

const fr_admin_col_sightings = /** @type {(inputs: Admin_Col_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

const zh_hans1_admin_col_sightings = /** @type {(inputs: Admin_Col_SightingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目击记录`)
};

/**
* | output |
* | --- |
* | "Sightings" |
*
* @param {Admin_Col_SightingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_sightings = /** @type {((inputs?: Admin_Col_SightingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_SightingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_sightings(inputs)
	if (locale === "de") return de_admin_col_sightings(inputs)
	if (locale === "fr") return fr_admin_col_sightings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_sightings(inputs)
	return en_admin_col_sightings(inputs)
});