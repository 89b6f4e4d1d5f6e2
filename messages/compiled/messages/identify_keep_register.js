/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Keep_RegisterInputs */

const en_identify_keep_register = /** @type {(inputs: Identify_Keep_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register for free`)
};

const es_identify_keep_register = /** @type {(inputs: Identify_Keep_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate gratis`)
};

const de_identify_keep_register = /** @type {(inputs: Identify_Keep_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos registrieren`)
};

const fr_identify_keep_register = /** @type {(inputs: Identify_Keep_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous gratuitement`)
};

const zh_hans1_identify_keep_register = /** @type {(inputs: Identify_Keep_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费注册`)
};

/**
* | output |
* | --- |
* | "Register for free" |
*
* @param {Identify_Keep_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_keep_register = /** @type {((inputs?: Identify_Keep_RegisterInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Keep_RegisterInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_keep_register(inputs)
	if (locale === "de") return de_identify_keep_register(inputs)
	if (locale === "fr") return fr_identify_keep_register(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_keep_register(inputs)
	return en_identify_keep_register(inputs)
});