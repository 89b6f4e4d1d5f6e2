/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_ConsentInputs */

const en_admin_col_consent = /** @type {(inputs: Admin_Col_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consent`)
};

const es_admin_col_consent = /** @type {(inputs: Admin_Col_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consentimiento`)
};

const de_admin_col_consent = /** @type {(inputs: Admin_Col_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einwilligung`)
};

const fr_admin_col_consent = /** @type {(inputs: Admin_Col_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consentement`)
};

const zh_hans1_admin_col_consent = /** @type {(inputs: Admin_Col_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`授权`)
};

/**
* | output |
* | --- |
* | "Consent" |
*
* @param {Admin_Col_ConsentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_col_consent = /** @type {((inputs?: Admin_Col_ConsentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_ConsentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_consent(inputs)
	if (locale === "de") return de_admin_col_consent(inputs)
	if (locale === "fr") return fr_admin_col_consent(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_col_consent(inputs)
	return en_admin_col_consent(inputs)
});