/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Photo_Location_HeadingInputs */

const en_account_photo_location_heading = /** @type {(inputs: Account_Photo_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where your photos were taken`)
};

const es_account_photo_location_heading = /** @type {(inputs: Account_Photo_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde se tomaron tus fotos`)
};

const de_account_photo_location_heading = /** @type {(inputs: Account_Photo_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo deine Fotos aufgenommen wurden`)
};

const fr_account_photo_location_heading = /** @type {(inputs: Account_Photo_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où vos photos ont été prises`)
};

const zh_hans1_account_photo_location_heading = /** @type {(inputs: Account_Photo_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的照片拍摄地点`)
};

/**
* | output |
* | --- |
* | "Where your photos were taken" |
*
* @param {Account_Photo_Location_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_photo_location_heading = /** @type {((inputs?: Account_Photo_Location_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_Location_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_photo_location_heading(inputs)
	if (locale === "de") return de_account_photo_location_heading(inputs)
	if (locale === "fr") return fr_account_photo_location_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_photo_location_heading(inputs)
	return en_account_photo_location_heading(inputs)
});