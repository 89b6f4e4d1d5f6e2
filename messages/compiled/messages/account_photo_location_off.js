/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Photo_Location_OffInputs */

const en_account_photo_location_off = /** @type {(inputs: Account_Photo_Location_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos' location will not be read.`)
};

const es_account_photo_location_off = /** @type {(inputs: Account_Photo_Location_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se leerá la ubicación de tus fotos.`)
};

const de_account_photo_location_off = /** @type {(inputs: Account_Photo_Location_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Standort deiner Fotos wird nicht gelesen.`)
};

const fr_account_photo_location_off = /** @type {(inputs: Account_Photo_Location_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu de vos photos ne sera pas lu.`)
};

const zh_hans1_account_photo_location_off = /** @type {(inputs: Account_Photo_Location_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不会读取你照片中的位置。`)
};

/**
* | output |
* | --- |
* | "Your photos' location will not be read." |
*
* @param {Account_Photo_Location_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_photo_location_off = /** @type {((inputs?: Account_Photo_Location_OffInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_Location_OffInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_photo_location_off(inputs)
	if (locale === "de") return de_account_photo_location_off(inputs)
	if (locale === "fr") return fr_account_photo_location_off(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_photo_location_off(inputs)
	return en_account_photo_location_off(inputs)
});