/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Trips_Model_SaidInputs */

const en_trips_model_said = /** @type {(inputs: Trips_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The model said ${i?.name}`)
};

const es_trips_model_said = /** @type {(inputs: Trips_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El modelo dijo ${i?.name}`)
};

const de_trips_model_said = /** @type {(inputs: Trips_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Modell sagte ${i?.name}`)
};

const fr_trips_model_said = /** @type {(inputs: Trips_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le modèle a dit ${i?.name}`)
};

const zh_hans1_trips_model_said = /** @type {(inputs: Trips_Model_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`模型给出的是 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "The model said {name}" |
*
* @param {Trips_Model_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_model_said = /** @type {((inputs: Trips_Model_SaidInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Model_SaidInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_model_said(inputs)
	if (locale === "de") return de_trips_model_said(inputs)
	if (locale === "fr") return fr_trips_model_said(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_model_said(inputs)
	return en_trips_model_said(inputs)
});