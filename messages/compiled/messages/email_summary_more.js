/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Email_Summary_MoreInputs */

const en_email_summary_more = /** @type {(inputs: Email_Summary_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`…and ${i?.count} more: open ReefID to see them all.`)
};

const es_email_summary_more = /** @type {(inputs: Email_Summary_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`…y ${i?.count} más: abre ReefID para verlas todas.`)
};

const de_email_summary_more = /** @type {(inputs: Email_Summary_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`…und ${i?.count} weitere: Öffne ReefID, um alle zu sehen.`)
};

const fr_email_summary_more = /** @type {(inputs: Email_Summary_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`…et ${i?.count} de plus : ouvrez ReefID pour toutes les voir.`)
};

const zh_hans1_email_summary_more = /** @type {(inputs: Email_Summary_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`……还有 ${i?.count} 条：打开 ReefID 查看全部。`)
};

/**
* | output |
* | --- |
* | "…and {count} more: open ReefID to see them all." |
*
* @param {Email_Summary_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_more = /** @type {((inputs: Email_Summary_MoreInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_MoreInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_more(inputs)
	if (locale === "de") return de_email_summary_more(inputs)
	if (locale === "fr") return fr_email_summary_more(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_more(inputs)
	return en_email_summary_more(inputs)
});