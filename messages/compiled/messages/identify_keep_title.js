/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Keep_TitleInputs */

const en_identify_keep_title = /** @type {(inputs: Identify_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account to keep this identification.`)
};

const es_identify_keep_title = /** @type {(inputs: Identify_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta para guardar esta identificación.`)
};

const de_identify_keep_title = /** @type {(inputs: Identify_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle ein Konto, um diese Bestimmung zu behalten.`)
};

const fr_identify_keep_title = /** @type {(inputs: Identify_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte pour garder cette identification.`)
};

const zh_hans1_identify_keep_title = /** @type {(inputs: Identify_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建账户以保存这次识别。`)
};

/**
* | output |
* | --- |
* | "Create an account to keep this identification." |
*
* @param {Identify_Keep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_keep_title = /** @type {((inputs?: Identify_Keep_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Keep_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_keep_title(inputs)
	if (locale === "de") return de_identify_keep_title(inputs)
	if (locale === "fr") return fr_identify_keep_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_keep_title(inputs)
	return en_identify_keep_title(inputs)
});