/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verification_ErrorInputs */

const en_plans_verification_error = /** @type {(inputs: Plans_Verification_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Error`)
};

const es_plans_verification_error = /** @type {(inputs: Plans_Verification_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de verificación`)
};

const de_plans_verification_error = /** @type {(inputs: Plans_Verification_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler bei der Prüfung`)
};

const fr_plans_verification_error = /** @type {(inputs: Plans_Verification_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de vérification`)
};

const zh_hans1_plans_verification_error = /** @type {(inputs: Plans_Verification_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证错误`)
};

/**
* | output |
* | --- |
* | "Verification Error" |
*
* @param {Plans_Verification_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_verification_error = /** @type {((inputs?: Plans_Verification_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verification_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_verification_error(inputs)
	if (locale === "de") return de_plans_verification_error(inputs)
	if (locale === "fr") return fr_plans_verification_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_verification_error(inputs)
	return en_plans_verification_error(inputs)
});