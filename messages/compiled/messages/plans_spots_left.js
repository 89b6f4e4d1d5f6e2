/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ remaining: NonNullable<unknown>, total: NonNullable<unknown> }} Plans_Spots_LeftInputs */

const en_plans_spots_left = /** @type {(inputs: Plans_Spots_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.remaining} of ${i?.total} spots left`)
};

const es_plans_spots_left = /** @type {(inputs: Plans_Spots_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo quedan ${i?.remaining} de ${i?.total} plazas`)
};

const de_plans_spots_left = /** @type {(inputs: Plans_Spots_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur noch ${i?.remaining} von ${i?.total} Plätzen frei`)
};

const fr_plans_spots_left = /** @type {(inputs: Plans_Spots_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus que ${i?.remaining} places sur ${i?.total}`)
};

const zh_hans1_plans_spots_left = /** @type {(inputs: Plans_Spots_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} 个名额仅剩 ${i?.remaining} 个`)
};

/**
* | output |
* | --- |
* | "Only {remaining} of {total} spots left" |
*
* @param {Plans_Spots_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_spots_left = /** @type {((inputs: Plans_Spots_LeftInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Spots_LeftInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_spots_left(inputs)
	if (locale === "de") return de_plans_spots_left(inputs)
	if (locale === "fr") return fr_plans_spots_left(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_spots_left(inputs)
	return en_plans_spots_left(inputs)
});