/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Create_AccountInputs */

const en_identify_create_account = /** @type {(inputs: Identify_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

const es_identify_create_account = /** @type {(inputs: Identify_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta`)
};

const de_identify_create_account = /** @type {(inputs: Identify_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle ein Konto`)
};

const fr_identify_create_account = /** @type {(inputs: Identify_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte`)
};

const zh_hans1_identify_create_account = /** @type {(inputs: Identify_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建账户`)
};

/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Identify_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_create_account = /** @type {((inputs?: Identify_Create_AccountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Create_AccountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_create_account(inputs)
	if (locale === "de") return de_identify_create_account(inputs)
	if (locale === "fr") return fr_identify_create_account(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_create_account(inputs)
	return en_identify_create_account(inputs)
});