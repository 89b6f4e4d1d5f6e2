/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_HourInputs */

const en_admin_hour = /** @type {(inputs: Admin_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hour`)
};

const es_admin_hour = /** @type {(inputs: Admin_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hora`)
};

const de_admin_hour = /** @type {(inputs: Admin_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stunde`)
};

const fr_admin_hour = /** @type {(inputs: Admin_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heure`)
};

const zh_hans1_admin_hour = /** @type {(inputs: Admin_HourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 小时`)
};

/**
* | output |
* | --- |
* | "{count} hour" |
*
* @param {Admin_HourInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_hour = /** @type {((inputs: Admin_HourInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_HourInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_hour(inputs)
	if (locale === "de") return de_admin_hour(inputs)
	if (locale === "fr") return fr_admin_hour(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_hour(inputs)
	return en_admin_hour(inputs)
});