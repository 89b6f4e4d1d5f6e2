/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Summary_IntroInputs */

const en_email_summary_intro = /** @type {(inputs: Email_Summary_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here is what happened since your last summary:`)
};

const es_email_summary_intro = /** @type {(inputs: Email_Summary_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto es lo que ha pasado desde tu último resumen:`)
};

const de_email_summary_intro = /** @type {(inputs: Email_Summary_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist seit deiner letzten Zusammenfassung passiert:`)
};

const fr_email_summary_intro = /** @type {(inputs: Email_Summary_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voici ce qui s’est passé depuis votre dernier résumé :`)
};

const zh_hans1_email_summary_intro = /** @type {(inputs: Email_Summary_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以下是自上次摘要以来的新动态：`)
};

/**
* | output |
* | --- |
* | "Here is what happened since your last summary:" |
*
* @param {Email_Summary_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_summary_intro = /** @type {((inputs?: Email_Summary_IntroInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Summary_IntroInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_summary_intro(inputs)
	if (locale === "de") return de_email_summary_intro(inputs)
	if (locale === "fr") return fr_email_summary_intro(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_summary_intro(inputs)
	return en_email_summary_intro(inputs)
});