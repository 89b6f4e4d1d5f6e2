/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Photo_Location_OnInputs */

const en_account_photo_location_on = /** @type {(inputs: Account_Photo_Location_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos' location will be used.`)
};

const es_account_photo_location_on = /** @type {(inputs: Account_Photo_Location_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usará la ubicación de tus fotos.`)
};

const de_account_photo_location_on = /** @type {(inputs: Account_Photo_Location_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Standort deiner Fotos wird verwendet.`)
};

const fr_account_photo_location_on = /** @type {(inputs: Account_Photo_Location_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu de vos photos sera utilisé.`)
};

const zh_hans1_account_photo_location_on = /** @type {(inputs: Account_Photo_Location_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将使用你照片中的位置。`)
};

/**
* | output |
* | --- |
* | "Your photos' location will be used." |
*
* @param {Account_Photo_Location_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_photo_location_on = /** @type {((inputs?: Account_Photo_Location_OnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_Location_OnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_photo_location_on(inputs)
	if (locale === "de") return de_account_photo_location_on(inputs)
	if (locale === "fr") return fr_account_photo_location_on(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_photo_location_on(inputs)
	return en_account_photo_location_on(inputs)
});