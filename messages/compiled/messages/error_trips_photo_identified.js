/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ photo: NonNullable<unknown> }} Error_Trips_Photo_IdentifiedInputs */

const en_error_trips_photo_identified = /** @type {(inputs: Error_Trips_Photo_IdentifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.photo} is in a sighting already being or been identified.`)
};

const es_error_trips_photo_identified = /** @type {(inputs: Error_Trips_Photo_IdentifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto ${i?.photo} está en un avistamiento que ya se está identificando o ya se identificó.`)
};

const de_error_trips_photo_identified = /** @type {(inputs: Error_Trips_Photo_IdentifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.photo} gehört zu einer Sichtung, die schon bestimmt wird oder bestimmt wurde.`)
};

const fr_error_trips_photo_identified = /** @type {(inputs: Error_Trips_Photo_IdentifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo ${i?.photo} fait partie d’une observation déjà en cours d’identification ou identifiée.`)
};

const zh_hans1_error_trips_photo_identified = /** @type {(inputs: Error_Trips_Photo_IdentifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片 ${i?.photo} 所在的目击记录正在识别或已识别。`)
};

/**
* | output |
* | --- |
* | "Photo {photo} is in a sighting already being or been identified." |
*
* @param {Error_Trips_Photo_IdentifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_photo_identified = /** @type {((inputs: Error_Trips_Photo_IdentifiedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Photo_IdentifiedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_photo_identified(inputs)
	if (locale === "de") return de_error_trips_photo_identified(inputs)
	if (locale === "fr") return fr_error_trips_photo_identified(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_photo_identified(inputs)
	return en_error_trips_photo_identified(inputs)
});