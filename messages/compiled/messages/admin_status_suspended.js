/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_SuspendedInputs */

const en_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspended`)
};

const es_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspendido`)
};

const de_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gesperrt`)
};

const fr_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspendu`)
};

const zh_hans1_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已停用`)
};

/**
* | output |
* | --- |
* | "suspended" |
*
* @param {Admin_Status_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_status_suspended = /** @type {((inputs?: Admin_Status_SuspendedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_SuspendedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_status_suspended(inputs)
	if (locale === "de") return de_admin_status_suspended(inputs)
	if (locale === "fr") return fr_admin_status_suspended(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_status_suspended(inputs)
	return en_admin_status_suspended(inputs)
});