/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Trip_TitleInputs */

const en_dives_trip_title = /** @type {(inputs: Dives_Trip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the camera's clock for a trip`)
};

const es_dives_trip_title = /** @type {(inputs: Dives_Trip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustar el reloj de la cámara para un viaje`)
};

const de_dives_trip_title = /** @type {(inputs: Dives_Trip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamerauhr für eine Reise stellen`)
};

const fr_dives_trip_title = /** @type {(inputs: Dives_Trip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Régler l'horloge de l'appareil pour un voyage`)
};

const zh_hans1_dives_trip_title = /** @type {(inputs: Dives_Trip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`为一次旅行设置相机时钟`)
};

/**
* | output |
* | --- |
* | "Set the camera's clock for a trip" |
*
* @param {Dives_Trip_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_trip_title = /** @type {((inputs?: Dives_Trip_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Trip_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_trip_title(inputs)
	if (locale === "de") return de_dives_trip_title(inputs)
	if (locale === "fr") return fr_dives_trip_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_trip_title(inputs)
	return en_dives_trip_title(inputs)
});