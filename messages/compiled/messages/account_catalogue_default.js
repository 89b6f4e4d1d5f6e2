/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Catalogue_DefaultInputs */

const en_account_catalogue_default = /** @type {(inputs: Account_Catalogue_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public catalogue default`)
};

const es_account_catalogue_default = /** @type {(inputs: Account_Catalogue_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opción predeterminada del catálogo público`)
};

const de_account_catalogue_default = /** @type {(inputs: Account_Catalogue_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard für den öffentlichen Katalog`)
};

const fr_account_catalogue_default = /** @type {(inputs: Account_Catalogue_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choix par défaut pour le catalogue public`)
};

const zh_hans1_account_catalogue_default = /** @type {(inputs: Account_Catalogue_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开图鉴的默认设置`)
};

/**
* | output |
* | --- |
* | "Public catalogue default" |
*
* @param {Account_Catalogue_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_catalogue_default = /** @type {((inputs?: Account_Catalogue_DefaultInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Catalogue_DefaultInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_catalogue_default(inputs)
	if (locale === "de") return de_account_catalogue_default(inputs)
	if (locale === "fr") return fr_account_catalogue_default(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_catalogue_default(inputs)
	return en_account_catalogue_default(inputs)
});