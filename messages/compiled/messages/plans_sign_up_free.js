/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Sign_Up_FreeInputs */

const en_plans_sign_up_free = /** @type {(inputs: Plans_Sign_Up_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up Free`)
};

const es_plans_sign_up_free = /** @type {(inputs: Plans_Sign_Up_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate gratis`)
};

const de_plans_sign_up_free = /** @type {(inputs: Plans_Sign_Up_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos registrieren`)
};

const fr_plans_sign_up_free = /** @type {(inputs: Plans_Sign_Up_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire gratuitement`)
};

const zh_hans1_plans_sign_up_free = /** @type {(inputs: Plans_Sign_Up_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费注册`)
};

/**
* | output |
* | --- |
* | "Sign Up Free" |
*
* @param {Plans_Sign_Up_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_sign_up_free = /** @type {((inputs?: Plans_Sign_Up_FreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Sign_Up_FreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_sign_up_free(inputs)
	if (locale === "de") return de_plans_sign_up_free(inputs)
	if (locale === "fr") return fr_plans_sign_up_free(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_sign_up_free(inputs)
	return en_plans_sign_up_free(inputs)
});