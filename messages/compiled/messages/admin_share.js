/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, right: NonNullable<unknown>, sightings: NonNullable<unknown> }} Admin_ShareInputs */

const en_admin_share = /** @type {(inputs: Admin_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} (${i?.right} of ${i?.sightings})`)
};

const es_admin_share = /** @type {(inputs: Admin_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} (${i?.right} de ${i?.sightings})`)
};

const de_admin_share = /** @type {(inputs: Admin_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} (${i?.right} von ${i?.sightings})`)
};

const fr_admin_share = /** @type {(inputs: Admin_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} (${i?.right} sur ${i?.sightings})`)
};

const zh_hans1_admin_share = /** @type {(inputs: Admin_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}（${i?.sightings} 条中 ${i?.right} 条）`)
};

/**
* | output |
* | --- |
* | "{percent} ({right} of {sightings})" |
*
* @param {Admin_ShareInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_share = /** @type {((inputs: Admin_ShareInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ShareInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_share(inputs)
	if (locale === "de") return de_admin_share(inputs)
	if (locale === "fr") return fr_admin_share(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_share(inputs)
	return en_admin_share(inputs)
});