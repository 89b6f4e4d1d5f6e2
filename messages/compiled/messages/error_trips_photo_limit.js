/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Trips_Photo_LimitInputs */

const en_error_trips_photo_limit = /** @type {(inputs: Error_Trips_Photo_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A trip holds at most ${i?.max} photos. Please start another trip for the rest.`)
};

const es_error_trips_photo_limit = /** @type {(inputs: Error_Trips_Photo_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un viaje tiene como máximo ${i?.max} fotos. Empieza otro viaje para el resto.`)
};

const de_error_trips_photo_limit = /** @type {(inputs: Error_Trips_Photo_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Reise hat höchstens ${i?.max} Fotos. Bitte beginne für den Rest eine weitere Reise.`)
};

const fr_error_trips_photo_limit = /** @type {(inputs: Error_Trips_Photo_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un voyage contient au plus ${i?.max} photos. Commencez un autre voyage pour le reste.`)
};

const zh_hans1_error_trips_photo_limit = /** @type {(inputs: Error_Trips_Photo_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一个行程最多有 ${i?.max} 张照片。请为其余照片新建一个行程。`)
};

/**
* | output |
* | --- |
* | "A trip holds at most {max} photos. Please start another trip for the rest." |
*
* @param {Error_Trips_Photo_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_photo_limit = /** @type {((inputs: Error_Trips_Photo_LimitInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Photo_LimitInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_photo_limit(inputs)
	if (locale === "de") return de_error_trips_photo_limit(inputs)
	if (locale === "fr") return fr_error_trips_photo_limit(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_photo_limit(inputs)
	return en_error_trips_photo_limit(inputs)
});