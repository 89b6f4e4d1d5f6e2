/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Notice_DisputedInputs */

const en_email_notice_disputed = /** @type {(inputs: Email_Notice_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts disagree about your sighting.`)
};

const es_email_notice_disputed = /** @type {(inputs: Email_Notice_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los expertos no se ponen de acuerdo sobre tu avistamiento.`)
};

const de_email_notice_disputed = /** @type {(inputs: Email_Notice_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Fachleute sind sich bei deiner Sichtung uneinig.`)
};

const fr_email_notice_disputed = /** @type {(inputs: Email_Notice_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les experts ne sont pas d’accord sur votre observation.`)
};

const zh_hans1_email_notice_disputed = /** @type {(inputs: Email_Notice_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家们对你的目击意见不一。`)
};

/**
* | output |
* | --- |
* | "Experts disagree about your sighting." |
*
* @param {Email_Notice_DisputedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_notice_disputed = /** @type {((inputs?: Email_Notice_DisputedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_DisputedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_notice_disputed(inputs)
	if (locale === "de") return de_email_notice_disputed(inputs)
	if (locale === "fr") return fr_email_notice_disputed(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_notice_disputed(inputs)
	return en_email_notice_disputed(inputs)
});