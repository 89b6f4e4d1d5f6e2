/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Cta_Sign_UpInputs */

const en_plans_cta_sign_up = /** @type {(inputs: Plans_Cta_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up & Get Started`)
};

const es_plans_cta_sign_up = /** @type {(inputs: Plans_Cta_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate y empieza`)
};

const de_plans_cta_sign_up = /** @type {(inputs: Plans_Cta_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren und loslegen`)
};

const fr_plans_cta_sign_up = /** @type {(inputs: Plans_Cta_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire et commencer`)
};

const zh_hans1_plans_cta_sign_up = /** @type {(inputs: Plans_Cta_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册并开始`)
};

/**
* | output |
* | --- |
* | "Sign Up & Get Started" |
*
* @param {Plans_Cta_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_cta_sign_up = /** @type {((inputs?: Plans_Cta_Sign_UpInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cta_Sign_UpInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cta_sign_up(inputs)
	if (locale === "de") return de_plans_cta_sign_up(inputs)
	if (locale === "fr") return fr_plans_cta_sign_up(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_cta_sign_up(inputs)
	return en_plans_cta_sign_up(inputs)
});