/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SuspendInputs */

const en_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend`)
};

const es_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspender`)
};

const de_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperren`)
};

const fr_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre`)
};

const zh_hans1_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用`)
};

/**
* | output |
* | --- |
* | "Suspend" |
*
* @param {Admin_SuspendInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_suspend = /** @type {((inputs?: Admin_SuspendInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SuspendInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_suspend(inputs)
	if (locale === "de") return de_admin_suspend(inputs)
	if (locale === "fr") return fr_admin_suspend(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_suspend(inputs)
	return en_admin_suspend(inputs)
});