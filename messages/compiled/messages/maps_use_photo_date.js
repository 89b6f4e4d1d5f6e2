/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Use_Photo_DateInputs */

const en_maps_use_photo_date = /** @type {(inputs: Maps_Use_Photo_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the photo's date`)
};

const es_maps_use_photo_date = /** @type {(inputs: Maps_Use_Photo_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar la fecha de la foto`)
};

const de_maps_use_photo_date = /** @type {(inputs: Maps_Use_Photo_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum des Fotos übernehmen`)
};

const fr_maps_use_photo_date = /** @type {(inputs: Maps_Use_Photo_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser la date de la photo`)
};

const zh_hans1_maps_use_photo_date = /** @type {(inputs: Maps_Use_Photo_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用照片的日期`)
};

/**
* | output |
* | --- |
* | "Use the photo's date" |
*
* @param {Maps_Use_Photo_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_use_photo_date = /** @type {((inputs?: Maps_Use_Photo_DateInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Use_Photo_DateInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_use_photo_date(inputs)
	if (locale === "de") return de_maps_use_photo_date(inputs)
	if (locale === "fr") return fr_maps_use_photo_date(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_use_photo_date(inputs)
	return en_maps_use_photo_date(inputs)
});