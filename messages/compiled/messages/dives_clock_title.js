/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_TitleInputs */

const en_dives_clock_title = /** @type {(inputs: Dives_Clock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the camera's clock`)
};

const es_dives_clock_title = /** @type {(inputs: Dives_Clock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustar el reloj de la cámara`)
};

const de_dives_clock_title = /** @type {(inputs: Dives_Clock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamerauhr stellen`)
};

const fr_dives_clock_title = /** @type {(inputs: Dives_Clock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Régler l'horloge de l'appareil photo`)
};

const zh_hans1_dives_clock_title = /** @type {(inputs: Dives_Clock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置相机时钟`)
};

/**
* | output |
* | --- |
* | "Set the camera's clock" |
*
* @param {Dives_Clock_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_title = /** @type {((inputs?: Dives_Clock_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_title(inputs)
	if (locale === "de") return de_dives_clock_title(inputs)
	if (locale === "fr") return fr_dives_clock_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_title(inputs)
	return en_dives_clock_title(inputs)
});