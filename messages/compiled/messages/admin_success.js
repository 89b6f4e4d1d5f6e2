/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SuccessInputs */

const en_admin_success = /** @type {(inputs: Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const es_admin_success = /** @type {(inputs: Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho`)
};

const de_admin_success = /** @type {(inputs: Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

const fr_admin_success = /** @type {(inputs: Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

const zh_hans1_admin_success = /** @type {(inputs: Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`操作成功`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Admin_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_success = /** @type {((inputs?: Admin_SuccessInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SuccessInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_success(inputs)
	if (locale === "de") return de_admin_success(inputs)
	if (locale === "fr") return fr_admin_success(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_success(inputs)
	return en_admin_success(inputs)
});