/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Verify_To_ContinueInputs */

const en_account_verify_to_continue = /** @type {(inputs: Account_Verify_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify your e-mail address to start the free trial or buy a lifetime plan.`)
};

const es_account_verify_to_continue = /** @type {(inputs: Account_Verify_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica tu correo para empezar la prueba gratuita o comprar un plan vitalicio.`)
};

const de_account_verify_to_continue = /** @type {(inputs: Account_Verify_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige deine E-Mail-Adresse, um die kostenlose Testphase zu starten oder einen Lifetime-Tarif zu kaufen.`)
};

const fr_account_verify_to_continue = /** @type {(inputs: Account_Verify_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre adresse e-mail pour commencer l'essai gratuit ou acheter une formule à vie.`)
};

const zh_hans1_account_verify_to_continue = /** @type {(inputs: Account_Verify_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证你的邮箱后即可开始免费试用或购买终身套餐。`)
};

/**
* | output |
* | --- |
* | "Verify your e-mail address to start the free trial or buy a lifetime plan." |
*
* @param {Account_Verify_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_verify_to_continue = /** @type {((inputs?: Account_Verify_To_ContinueInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Verify_To_ContinueInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_verify_to_continue(inputs)
	if (locale === "de") return de_account_verify_to_continue(inputs)
	if (locale === "fr") return fr_account_verify_to_continue(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_verify_to_continue(inputs)
	return en_account_verify_to_continue(inputs)
});