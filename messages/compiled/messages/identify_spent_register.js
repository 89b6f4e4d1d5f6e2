/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Spent_RegisterInputs */

const en_identify_spent_register = /** @type {(inputs: Identify_Spent_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free account to keep identifying and to keep what you have identified on this device.`)
};

const es_identify_spent_register = /** @type {(inputs: Identify_Spent_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta gratuita para seguir identificando y guardar lo que has identificado en este dispositivo.`)
};

const de_identify_spent_register = /** @type {(inputs: Identify_Spent_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle ein kostenloses Konto, um weiter zu bestimmen und deine Bestimmungen auf diesem Gerät zu behalten.`)
};

const fr_identify_spent_register = /** @type {(inputs: Identify_Spent_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte gratuit pour continuer à identifier et garder ce que vous avez identifié sur cet appareil.`)
};

const zh_hans1_identify_spent_register = /** @type {(inputs: Identify_Spent_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建免费账户，继续识别，并保留你在此设备上的识别结果。`)
};

/**
* | output |
* | --- |
* | "Create a free account to keep identifying and to keep what you have identified on this device." |
*
* @param {Identify_Spent_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_spent_register = /** @type {((inputs?: Identify_Spent_RegisterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Spent_RegisterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_spent_register(inputs)
	if (locale === "de") return de_identify_spent_register(inputs)
	if (locale === "fr") return fr_identify_spent_register(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_spent_register(inputs)
	return en_identify_spent_register(inputs)
});