/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Photo_Location_LabelInputs */

const en_account_photo_location_label = /** @type {(inputs: Account_Photo_Location_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my photos' location`)
};

const es_account_photo_location_label = /** @type {(inputs: Account_Photo_Location_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar la ubicación de mis fotos`)
};

const de_account_photo_location_label = /** @type {(inputs: Account_Photo_Location_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den Standort meiner Fotos verwenden`)
};

const fr_account_photo_location_label = /** @type {(inputs: Account_Photo_Location_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser le lieu de mes photos`)
};

const zh_hans1_account_photo_location_label = /** @type {(inputs: Account_Photo_Location_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用我照片中的位置`)
};

/**
* | output |
* | --- |
* | "Use my photos' location" |
*
* @param {Account_Photo_Location_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_photo_location_label = /** @type {((inputs?: Account_Photo_Location_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_Location_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_photo_location_label(inputs)
	if (locale === "de") return de_account_photo_location_label(inputs)
	if (locale === "fr") return fr_account_photo_location_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_photo_location_label(inputs)
	return en_account_photo_location_label(inputs)
});