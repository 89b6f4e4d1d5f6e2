/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Try_AgainInputs */

const en_admin_try_again = /** @type {(inputs: Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again`)
};

const es_admin_try_again = /** @type {(inputs: Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo de nuevo`)
};

const de_admin_try_again = /** @type {(inputs: Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuch es noch einmal`)
};

const fr_admin_try_again = /** @type {(inputs: Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer`)
};

const zh_hans1_admin_try_again = /** @type {(inputs: Admin_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请重试`)
};

/**
* | output |
* | --- |
* | "Please try again" |
*
* @param {Admin_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_try_again = /** @type {((inputs?: Admin_Try_AgainInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Try_AgainInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_try_again(inputs)
	if (locale === "de") return de_admin_try_again(inputs)
	if (locale === "fr") return fr_admin_try_again(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_try_again(inputs)
	return en_admin_try_again(inputs)
});