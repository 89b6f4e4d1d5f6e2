/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, error: NonNullable<unknown> }} Admin_Load_FailedInputs */

const en_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load ${i?.what}: ${i?.error}`)
};

const es_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error al cargar ${i?.what}: ${i?.error}`)
};

const de_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden (${i?.what}): ${i?.error}`)
};

const fr_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de charger ${i?.what} : ${i?.error}`)
};

const zh_hans1_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法加载${i?.what}：${i?.error}`)
};

/**
* | output |
* | --- |
* | "Could not load {what}: {error}" |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed = /** @type {((inputs: Admin_Load_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_load_failed(inputs)
	if (locale === "de") return de_admin_load_failed(inputs)
	if (locale === "fr") return fr_admin_load_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_load_failed(inputs)
	return en_admin_load_failed(inputs)
});