/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Profile_Marked_OneInputs */

const en_dives_profile_marked_one = /** @type {(inputs: Dives_Profile_Marked_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sighting marked.`)
};

const es_dives_profile_marked_one = /** @type {(inputs: Dives_Profile_Marked_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} avistamiento marcado.`)
};

const de_dives_profile_marked_one = /** @type {(inputs: Dives_Profile_Marked_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Sichtung markiert.`)
};

const fr_dives_profile_marked_one = /** @type {(inputs: Dives_Profile_Marked_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} observation marquée.`)
};

const zh_hans1_dives_profile_marked_one = /** @type {(inputs: Dives_Profile_Marked_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已标出 ${i?.count} 条目击记录。`)
};

/**
* | output |
* | --- |
* | "{count} sighting marked." |
*
* @param {Dives_Profile_Marked_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_profile_marked_one = /** @type {((inputs: Dives_Profile_Marked_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Profile_Marked_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_profile_marked_one(inputs)
	if (locale === "de") return de_dives_profile_marked_one(inputs)
	if (locale === "fr") return fr_dives_profile_marked_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_profile_marked_one(inputs)
	return en_dives_profile_marked_one(inputs)
});