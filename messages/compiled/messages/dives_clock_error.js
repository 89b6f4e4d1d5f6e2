/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_ErrorInputs */

const en_dives_clock_error = /** @type {(inputs: Dives_Clock_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camera's clock could not be set. Please try again.`)
};

const es_dives_clock_error = /** @type {(inputs: Dives_Clock_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo ajustar el reloj de la cámara. Inténtalo de nuevo.`)
};

const de_dives_clock_error = /** @type {(inputs: Dives_Clock_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kamerauhr konnte nicht gestellt werden. Bitte versuche es noch einmal.`)
};

const fr_dives_clock_error = /** @type {(inputs: Dives_Clock_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'horloge de l'appareil n'a pas pu être réglée. Veuillez réessayer.`)
};

const zh_hans1_dives_clock_error = /** @type {(inputs: Dives_Clock_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法设置相机时钟，请重试。`)
};

/**
* | output |
* | --- |
* | "The camera's clock could not be set. Please try again." |
*
* @param {Dives_Clock_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_error = /** @type {((inputs?: Dives_Clock_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_error(inputs)
	if (locale === "de") return de_dives_clock_error(inputs)
	if (locale === "fr") return fr_dives_clock_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_error(inputs)
	return en_dives_clock_error(inputs)
});