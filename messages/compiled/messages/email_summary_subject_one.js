/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Summary_Subject_OneInputs */

const en_email_summary_subject_one = /** @type {(inputs: Email_Summary_Subject_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID: 1 new notification`)
};

const es_email_summary_subject_one = /** @type {(inputs: Email_Summary_Subject_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID: 1 notificación nueva`)
};

const de_email_summary_subject_one = /** @type {(inputs: Email_Summary_Subject_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID: 1 neue Benachrichtigung`)
};

const fr_email_summary_subject_one = /** @type {(inputs: Email_Summary_Subject_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID : 1 nouvelle notification`)
};

const zh_hans1_email_summary_subject_one = /** @type {(inputs: Email_Summary_Subject_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ReefID：1 条新通知`)
};

/**
* | output |
* | --- |
* | "ReefID: 1 new notification" |
*
* @param {Email_Summary_Subject_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_subject_one = /** @type {((inputs?: Email_Summary_Subject_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_Subject_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_subject_one(inputs)
	if (locale === "de") return de_email_summary_subject_one(inputs)
	if (locale === "fr") return fr_email_summary_subject_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_subject_one(inputs)
	return en_email_summary_subject_one(inputs)
});