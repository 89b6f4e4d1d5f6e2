/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_HoursInputs */

const en_admin_hours = /** @type {(inputs: Admin_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hours`)
};

const es_admin_hours = /** @type {(inputs: Admin_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} horas`)
};

const de_admin_hours = /** @type {(inputs: Admin_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Stunden`)
};

const fr_admin_hours = /** @type {(inputs: Admin_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} heures`)
};

const zh_hans1_admin_hours = /** @type {(inputs: Admin_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 小时`)
};

/**
* | output |
* | --- |
* | "{count} hours" |
*
* @param {Admin_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_hours = /** @type {((inputs: Admin_HoursInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_HoursInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_hours(inputs)
	if (locale === "de") return de_admin_hours(inputs)
	if (locale === "fr") return fr_admin_hours(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_hours(inputs)
	return en_admin_hours(inputs)
});