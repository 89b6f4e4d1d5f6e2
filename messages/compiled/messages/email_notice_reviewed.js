/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Notice_ReviewedInputs */

const en_email_notice_reviewed = /** @type {(inputs: Email_Notice_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An expert reviewed your sighting.`)
};

const es_email_notice_reviewed = /** @type {(inputs: Email_Notice_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un experto ha revisado tu avistamiento.`)
};

const de_email_notice_reviewed = /** @type {(inputs: Email_Notice_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Fachperson hat deine Sichtung geprüft.`)
};

const fr_email_notice_reviewed = /** @type {(inputs: Email_Notice_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un expert a vérifié votre observation.`)
};

const zh_hans1_email_notice_reviewed = /** @type {(inputs: Email_Notice_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一位专家审核了你的目击。`)
};

/**
* | output |
* | --- |
* | "An expert reviewed your sighting." |
*
* @param {Email_Notice_ReviewedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_notice_reviewed = /** @type {((inputs?: Email_Notice_ReviewedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_ReviewedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_notice_reviewed(inputs)
	if (locale === "de") return de_email_notice_reviewed(inputs)
	if (locale === "fr") return fr_email_notice_reviewed(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_notice_reviewed(inputs)
	return en_email_notice_reviewed(inputs)
});