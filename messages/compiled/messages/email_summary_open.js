/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Summary_OpenInputs */

const en_email_summary_open = /** @type {(inputs: Email_Summary_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open ReefID`)
};

const es_email_summary_open = /** @type {(inputs: Email_Summary_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir ReefID`)
};

const de_email_summary_open = /** @type {(inputs: Email_Summary_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID öffnen`)
};

const fr_email_summary_open = /** @type {(inputs: Email_Summary_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir ReefID`)
};

const zh_hans1_email_summary_open = /** @type {(inputs: Email_Summary_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开 ReefID`)
};

/**
* | output |
* | --- |
* | "Open ReefID" |
*
* @param {Email_Summary_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_open = /** @type {((inputs?: Email_Summary_OpenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_OpenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_open(inputs)
	if (locale === "de") return de_email_summary_open(inputs)
	if (locale === "fr") return fr_email_summary_open(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_open(inputs)
	return en_email_summary_open(inputs)
});