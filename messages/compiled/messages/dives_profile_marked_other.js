/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Profile_Marked_OtherInputs */

const en_dives_profile_marked_other = /** @type {(inputs: Dives_Profile_Marked_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sightings marked.`)
};

const es_dives_profile_marked_other = /** @type {(inputs: Dives_Profile_Marked_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamientos marcados.`)
};

const de_dives_profile_marked_other = /** @type {(inputs: Dives_Profile_Marked_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtungen markiert.`)
};

const fr_dives_profile_marked_other = /** @type {(inputs: Dives_Profile_Marked_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observations marquées.`)
};

const zh_hans1_dives_profile_marked_other = /** @type {(inputs: Dives_Profile_Marked_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已标出 ${i?.count} 条目击记录。`)
};

/**
* | output |
* | --- |
* | "{count} sightings marked." |
*
* @param {Dives_Profile_Marked_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_profile_marked_other = /** @type {((inputs: Dives_Profile_Marked_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Profile_Marked_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_profile_marked_other(inputs)
	if (locale === "de") return de_dives_profile_marked_other(inputs)
	if (locale === "fr") return fr_dives_profile_marked_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_profile_marked_other(inputs)
	return en_dives_profile_marked_other(inputs)
});