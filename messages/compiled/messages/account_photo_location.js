/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Photo_LocationInputs */

const en_account_photo_location = /** @type {(inputs: Account_Photo_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo location`)
};

const es_account_photo_location = /** @type {(inputs: Account_Photo_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación de las fotos`)
};

const de_account_photo_location = /** @type {(inputs: Account_Photo_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotostandort`)
};

const fr_account_photo_location = /** @type {(inputs: Account_Photo_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu des photos`)
};

const zh_hans1_account_photo_location = /** @type {(inputs: Account_Photo_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照片位置`)
};

/**
* | output |
* | --- |
* | "Photo location" |
*
* @param {Account_Photo_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_photo_location = /** @type {((inputs?: Account_Photo_LocationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_LocationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_photo_location(inputs)
	if (locale === "de") return de_account_photo_location(inputs)
	if (locale === "fr") return fr_account_photo_location(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_photo_location(inputs)
	return en_account_photo_location(inputs)
});