/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Notice_VerifiedInputs */

const en_email_notice_verified = /** @type {(inputs: Email_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts verified your sighting.`)
};

const es_email_notice_verified = /** @type {(inputs: Email_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los expertos han confirmado tu avistamiento.`)
};

const de_email_notice_verified = /** @type {(inputs: Email_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachleute haben deine Sichtung bestätigt.`)
};

const fr_email_notice_verified = /** @type {(inputs: Email_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des experts ont confirmé votre observation.`)
};

const zh_hans1_email_notice_verified = /** @type {(inputs: Email_Notice_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家确认了你的目击。`)
};

/**
* | output |
* | --- |
* | "Experts verified your sighting." |
*
* @param {Email_Notice_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_notice_verified = /** @type {((inputs?: Email_Notice_VerifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_VerifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_notice_verified(inputs)
	if (locale === "de") return de_email_notice_verified(inputs)
	if (locale === "fr") return fr_email_notice_verified(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_notice_verified(inputs)
	return en_email_notice_verified(inputs)
});