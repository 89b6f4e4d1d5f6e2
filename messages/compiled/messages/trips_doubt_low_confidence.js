/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Doubt_Low_ConfidenceInputs */

const en_trips_doubt_low_confidence = /** @type {(inputs: Trips_Doubt_Low_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The model was not sure`)
};

const es_trips_doubt_low_confidence = /** @type {(inputs: Trips_Doubt_Low_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El modelo no estaba seguro`)
};

const de_trips_doubt_low_confidence = /** @type {(inputs: Trips_Doubt_Low_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Modell war sich nicht sicher`)
};

const fr_trips_doubt_low_confidence = /** @type {(inputs: Trips_Doubt_Low_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le modèle n’était pas sûr`)
};

const zh_hans1_trips_doubt_low_confidence = /** @type {(inputs: Trips_Doubt_Low_ConfidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模型不确定`)
};

/**
* | output |
* | --- |
* | "The model was not sure" |
*
* @param {Trips_Doubt_Low_ConfidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_doubt_low_confidence = /** @type {((inputs?: Trips_Doubt_Low_ConfidenceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Doubt_Low_ConfidenceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_doubt_low_confidence(inputs)
	if (locale === "de") return de_trips_doubt_low_confidence(inputs)
	if (locale === "fr") return fr_trips_doubt_low_confidence(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_doubt_low_confidence(inputs)
	return en_trips_doubt_low_confidence(inputs)
});