/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_DaysInputs */

const en_admin_days = /** @type {(inputs: Admin_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} days`)
};

const es_admin_days = /** @type {(inputs: Admin_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} días`)
};

const de_admin_days = /** @type {(inputs: Admin_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tage`)
};

const fr_admin_days = /** @type {(inputs: Admin_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} jours`)
};

const zh_hans1_admin_days = /** @type {(inputs: Admin_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 天`)
};

/**
* | output |
* | --- |
* | "{count} days" |
*
* @param {Admin_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_days = /** @type {((inputs: Admin_DaysInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DaysInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_days(inputs)
	if (locale === "de") return de_admin_days(inputs)
	if (locale === "fr") return fr_admin_days(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_days(inputs)
	return en_admin_days(inputs)
});