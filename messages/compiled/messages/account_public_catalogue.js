/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Public_CatalogueInputs */

const en_account_public_catalogue = /** @type {(inputs: Account_Public_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public catalogue`)
};

const es_account_public_catalogue = /** @type {(inputs: Account_Public_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo público`)
};

const de_account_public_catalogue = /** @type {(inputs: Account_Public_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffentlicher Katalog`)
};

const fr_account_public_catalogue = /** @type {(inputs: Account_Public_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue public`)
};

const zh_hans1_account_public_catalogue = /** @type {(inputs: Account_Public_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开图鉴`)
};

/**
* | output |
* | --- |
* | "Public catalogue" |
*
* @param {Account_Public_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_public_catalogue = /** @type {((inputs?: Account_Public_CatalogueInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Public_CatalogueInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_public_catalogue(inputs)
	if (locale === "de") return de_account_public_catalogue(inputs)
	if (locale === "fr") return fr_account_public_catalogue(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_public_catalogue(inputs)
	return en_account_public_catalogue(inputs)
});