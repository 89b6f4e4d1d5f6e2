/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verify_FailedInputs */

const en_plans_verify_failed = /** @type {(inputs: Plans_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to verify your subscription`)
};

const es_plans_verify_failed = /** @type {(inputs: Plans_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo verificar tu suscripción`)
};

const de_plans_verify_failed = /** @type {(inputs: Plans_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Abo konnte nicht geprüft werden`)
};

const fr_plans_verify_failed = /** @type {(inputs: Plans_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de vérifier votre abonnement`)
};

const zh_hans1_plans_verify_failed = /** @type {(inputs: Plans_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法验证你的订阅`)
};

/**
* | output |
* | --- |
* | "Failed to verify your subscription" |
*
* @param {Plans_Verify_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_verify_failed = /** @type {((inputs?: Plans_Verify_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verify_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_verify_failed(inputs)
	if (locale === "de") return de_plans_verify_failed(inputs)
	if (locale === "fr") return fr_plans_verify_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_verify_failed(inputs)
	return en_plans_verify_failed(inputs)
});