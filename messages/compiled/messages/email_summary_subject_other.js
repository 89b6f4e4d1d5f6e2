/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Email_Summary_Subject_OtherInputs */

const en_email_summary_subject_other = /** @type {(inputs: Email_Summary_Subject_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ReefID: ${i?.count} new notifications`)
};

const es_email_summary_subject_other = /** @type {(inputs: Email_Summary_Subject_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ReefID: ${i?.count} notificaciones nuevas`)
};

const de_email_summary_subject_other = /** @type {(inputs: Email_Summary_Subject_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ReefID: ${i?.count} neue Benachrichtigungen`)
};

const fr_email_summary_subject_other = /** @type {(inputs: Email_Summary_Subject_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ReefID : ${i?.count} nouvelles notifications`)
};

const zh_hans1_email_summary_subject_other = /** @type {(inputs: Email_Summary_Subject_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ReefID：${i?.count} 条新通知`)
};

/**
* | output |
* | --- |
* | "ReefID: {count} new notifications" |
*
* @param {Email_Summary_Subject_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_subject_other = /** @type {((inputs: Email_Summary_Subject_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_Subject_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_subject_other(inputs)
	if (locale === "de") return de_email_summary_subject_other(inputs)
	if (locale === "fr") return fr_email_summary_subject_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_subject_other(inputs)
	return en_email_summary_subject_other(inputs)
});