/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Published_OkInputs */

const en_admin_published_ok = /** @type {(inputs: Admin_Published_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification published successfully`)
};

const es_admin_published_ok = /** @type {(inputs: Admin_Published_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación publicada`)
};

const de_admin_published_ok = /** @type {(inputs: Admin_Published_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung veröffentlicht`)
};

const fr_admin_published_ok = /** @type {(inputs: Admin_Published_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification publiée`)
};

const zh_hans1_admin_published_ok = /** @type {(inputs: Admin_Published_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别已发布`)
};

/**
* | output |
* | --- |
* | "Identification published successfully" |
*
* @param {Admin_Published_OkInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_published_ok = /** @type {((inputs?: Admin_Published_OkInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Published_OkInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_published_ok(inputs)
	if (locale === "de") return de_admin_published_ok(inputs)
	if (locale === "fr") return fr_admin_published_ok(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_published_ok(inputs)
	return en_admin_published_ok(inputs)
});