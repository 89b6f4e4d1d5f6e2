/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Summary_Your_ProfileInputs */

const en_email_summary_your_profile = /** @type {(inputs: Email_Summary_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your profile`)
};

const es_email_summary_your_profile = /** @type {(inputs: Email_Summary_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu perfil`)
};

const de_email_summary_your_profile = /** @type {(inputs: Email_Summary_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deinem Profil`)
};

const fr_email_summary_your_profile = /** @type {(inputs: Email_Summary_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre profil`)
};

const zh_hans1_email_summary_your_profile = /** @type {(inputs: Email_Summary_Your_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料`)
};

/**
* | output |
* | --- |
* | "your profile" |
*
* @param {Email_Summary_Your_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_your_profile = /** @type {((inputs?: Email_Summary_Your_ProfileInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_Your_ProfileInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_your_profile(inputs)
	if (locale === "de") return de_email_summary_your_profile(inputs)
	if (locale === "fr") return fr_email_summary_your_profile(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_your_profile(inputs)
	return en_email_summary_your_profile(inputs)
});