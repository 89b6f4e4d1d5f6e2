/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dives: NonNullable<unknown>, photos: NonNullable<unknown> }} Dives_Trip_SavedInputs */

const en_dives_trip_saved = /** @type {(inputs: Dives_Trip_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The camera's clock was set on ${i?.dives}; ${i?.photos} on them now.`)
};

const es_dives_trip_saved = /** @type {(inputs: Dives_Trip_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El reloj de la cámara se ajustó en ${i?.dives}; ahora ${i?.photos} en ellas.`)
};

const de_dives_trip_saved = /** @type {(inputs: Dives_Trip_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Kamerauhr wurde bei ${i?.dives} gestellt; jetzt ${i?.photos} darauf.`)
};

const fr_dives_trip_saved = /** @type {(inputs: Dives_Trip_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'horloge de l'appareil a été réglée sur ${i?.dives} ; ${i?.photos} désormais dessus.`)
};

const zh_hans1_dives_trip_saved = /** @type {(inputs: Dives_Trip_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已为 ${i?.dives}设置相机时钟；现在其中有 ${i?.photos}。`)
};

/**
* | output |
* | --- |
* | "The camera's clock was set on {dives}; {photos} on them now." |
*
* @param {Dives_Trip_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_saved = /** @type {((inputs: Dives_Trip_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_saved(inputs)
	if (locale === "de") return de_dives_trip_saved(inputs)
	if (locale === "fr") return fr_dives_trip_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_saved(inputs)
	return en_dives_trip_saved(inputs)
});