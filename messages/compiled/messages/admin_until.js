/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Admin_UntilInputs */

const en_admin_until = /** @type {(inputs: Admin_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.date}`)
};

const es_admin_until = /** @type {(inputs: Admin_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta el ${i?.date}`)
};

const de_admin_until = /** @type {(inputs: Admin_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bis ${i?.date}`)
};

const fr_admin_until = /** @type {(inputs: Admin_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’au ${i?.date}`)
};

const zh_hans1_admin_until = /** @type {(inputs: Admin_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`有效期至 ${i?.date}`)
};

/**
* | output |
* | --- |
* | "until {date}" |
*
* @param {Admin_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_until = /** @type {((inputs: Admin_UntilInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UntilInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_until(inputs)
	if (locale === "de") return de_admin_until(inputs)
	if (locale === "fr") return fr_admin_until(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_until(inputs)
	return en_admin_until(inputs)
});