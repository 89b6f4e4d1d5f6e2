/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_SureInputs */

const en_trips_sure = /** @type {(inputs: Trips_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The model was sure`)
};

const es_trips_sure = /** @type {(inputs: Trips_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El modelo estaba seguro`)
};

const de_trips_sure = /** @type {(inputs: Trips_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Modell war sich sicher`)
};

const fr_trips_sure = /** @type {(inputs: Trips_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le modèle était sûr`)
};

const zh_hans1_trips_sure = /** @type {(inputs: Trips_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模型很确定`)
};

/**
* | output |
* | --- |
* | "The model was sure" |
*
* @param {Trips_SureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_sure = /** @type {((inputs?: Trips_SureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_SureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_sure(inputs)
	if (locale === "de") return de_trips_sure(inputs)
	if (locale === "fr") return fr_trips_sure(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_sure(inputs)
	return en_trips_sure(inputs)
});