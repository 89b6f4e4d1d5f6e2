/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_ConsentInputs */

const en_admin_no_consent = /** @type {(inputs: Admin_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No consent`)
};

const es_admin_no_consent = /** @type {(inputs: Admin_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin consentimiento`)
};

const de_admin_no_consent = /** @type {(inputs: Admin_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Einwilligung`)
};

const fr_admin_no_consent = /** @type {(inputs: Admin_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de consentement`)
};

const zh_hans1_admin_no_consent = /** @type {(inputs: Admin_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未授权`)
};

/**
* | output |
* | --- |
* | "No consent" |
*
* @param {Admin_No_ConsentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_consent = /** @type {((inputs?: Admin_No_ConsentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_ConsentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_consent(inputs)
	if (locale === "de") return de_admin_no_consent(inputs)
	if (locale === "fr") return fr_admin_no_consent(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_consent(inputs)
	return en_admin_no_consent(inputs)
});