/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Bad_Camera_OffsetInputs */

const en_error_dives_bad_camera_offset = /** @type {(inputs: Error_Dives_Bad_Camera_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trip's camera offset or dates are not valid`)
};

const es_error_dives_bad_camera_offset = /** @type {(inputs: Error_Dives_Bad_Camera_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El desfase de la cámara o las fechas del viaje no son válidos`)
};

const de_error_dives_bad_camera_offset = /** @type {(inputs: Error_Dives_Bad_Camera_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Kameraversatz oder die Daten der Reise sind ungültig`)
};

const fr_error_dives_bad_camera_offset = /** @type {(inputs: Error_Dives_Bad_Camera_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le décalage de l’appareil photo ou les dates du voyage ne sont pas valides`)
};

const zh_hans1_error_dives_bad_camera_offset = /** @type {(inputs: Error_Dives_Bad_Camera_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此行程的相机时差或日期无效`)
};

/**
* | output |
* | --- |
* | "The trip's camera offset or dates are not valid" |
*
* @param {Error_Dives_Bad_Camera_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_bad_camera_offset = /** @type {((inputs?: Error_Dives_Bad_Camera_OffsetInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Bad_Camera_OffsetInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_bad_camera_offset(inputs)
	if (locale === "de") return de_error_dives_bad_camera_offset(inputs)
	if (locale === "fr") return fr_error_dives_bad_camera_offset(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_bad_camera_offset(inputs)
	return en_error_dives_bad_camera_offset(inputs)
});