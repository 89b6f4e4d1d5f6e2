/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_Empty_TrackInputs */

const en_dives_error_empty_track = /** @type {(inputs: Dives_Error_Empty_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This GPX file has no track points with a time`)
};

const es_dives_error_empty_track = /** @type {(inputs: Dives_Error_Empty_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo GPX no tiene puntos de track con hora`)
};

const de_dives_error_empty_track = /** @type {(inputs: Dives_Error_Empty_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese GPX-Datei hat keine Trackpunkte mit Uhrzeit`)
};

const fr_dives_error_empty_track = /** @type {(inputs: Dives_Error_Empty_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier GPX n'a aucun point de trace horodaté`)
};

const zh_hans1_dives_error_empty_track = /** @type {(inputs: Dives_Error_Empty_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此 GPX 文件中没有带时间的轨迹点`)
};

/**
* | output |
* | --- |
* | "This GPX file has no track points with a time" |
*
* @param {Dives_Error_Empty_TrackInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_empty_track = /** @type {((inputs?: Dives_Error_Empty_TrackInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Empty_TrackInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_empty_track(inputs)
	if (locale === "de") return de_dives_error_empty_track(inputs)
	if (locale === "fr") return fr_dives_error_empty_track(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_empty_track(inputs)
	return en_dives_error_empty_track(inputs)
});