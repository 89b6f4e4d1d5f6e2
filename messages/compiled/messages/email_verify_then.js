/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verify_ThenInputs */

const en_email_verify_then = /** @type {(inputs: Email_Verify_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once it is confirmed you can start your free trial or buy a lifetime plan.`)
};

const es_email_verify_then = /** @type {(inputs: Email_Verify_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una vez confirmada, podrás empezar tu prueba gratuita o comprar un plan vitalicio.`)
};

const de_email_verify_then = /** @type {(inputs: Email_Verify_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobald sie bestätigt ist, kannst du deine kostenlose Testphase starten oder einen lebenslangen Plan kaufen.`)
};

const fr_email_verify_then = /** @type {(inputs: Email_Verify_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois confirmée, vous pourrez commencer votre essai gratuit ou acheter une formule à vie.`)
};

const zh_hans1_email_verify_then = /** @type {(inputs: Email_Verify_ThenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认后，你就可以开始免费试用或购买终身套餐。`)
};

/**
* | output |
* | --- |
* | "Once it is confirmed you can start your free trial or buy a lifetime plan." |
*
* @param {Email_Verify_ThenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_verify_then = /** @type {((inputs?: Email_Verify_ThenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_ThenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_then(inputs)
	if (locale === "de") return de_email_verify_then(inputs)
	if (locale === "fr") return fr_email_verify_then(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_verify_then(inputs)
	return en_email_verify_then(inputs)
});