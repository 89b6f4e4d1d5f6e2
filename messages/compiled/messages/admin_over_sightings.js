/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Over_SightingsInputs */

const en_admin_over_sightings = /** @type {(inputs: Admin_Over_SightingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (over ${i?.count} sightings).`)
};

const es_admin_over_sightings = /** @type {(inputs: Admin_Over_SightingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (sobre ${i?.count} avistamientos).`)
};

const de_admin_over_sightings = /** @type {(inputs: Admin_Over_SightingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (über ${i?.count} Sichtungen).`)
};

const fr_admin_over_sightings = /** @type {(inputs: Admin_Over_SightingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (sur ${i?.count} observations).`)
};

const zh_hans1_admin_over_sightings = /** @type {(inputs: Admin_Over_SightingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（基于 ${i?.count} 条目击记录）。`)
};

/**
* | output |
* | --- |
* | "(over {count} sightings)." |
*
* @param {Admin_Over_SightingsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_over_sightings = /** @type {((inputs: Admin_Over_SightingsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Over_SightingsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_over_sightings(inputs)
	if (locale === "de") return de_admin_over_sightings(inputs)
	if (locale === "fr") return fr_admin_over_sightings(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_over_sightings(inputs)
	return en_admin_over_sightings(inputs)
});