/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Activation_Failed_TextInputs */

const en_plans_activation_failed_text = /** @type {(inputs: Plans_Activation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was a problem updating your subscription. Please contact support.`)
};

const es_plans_activation_failed_text = /** @type {(inputs: Plans_Activation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hubo un problema al actualizar tu suscripción. Contacta con el soporte.`)
};

const de_plans_activation_failed_text = /** @type {(inputs: Plans_Activation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beim Aktualisieren deines Abos ist ein Problem aufgetreten. Bitte wende dich an den Support.`)
};

const fr_plans_activation_failed_text = /** @type {(inputs: Plans_Activation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu lors de la mise à jour de votre abonnement. Veuillez contacter l’assistance.`)
};

const zh_hans1_plans_activation_failed_text = /** @type {(inputs: Plans_Activation_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新你的订阅时出现问题。请联系客服。`)
};

/**
* | output |
* | --- |
* | "There was a problem updating your subscription. Please contact support." |
*
* @param {Plans_Activation_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_activation_failed_text = /** @type {((inputs?: Plans_Activation_Failed_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Activation_Failed_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_activation_failed_text(inputs)
	if (locale === "de") return de_plans_activation_failed_text(inputs)
	if (locale === "fr") return fr_plans_activation_failed_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_activation_failed_text(inputs)
	return en_plans_activation_failed_text(inputs)
});