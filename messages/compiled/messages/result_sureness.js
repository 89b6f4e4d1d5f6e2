/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, name: NonNullable<unknown> }} Result_SurenessInputs */

const en_result_sureness = /** @type {(inputs: Result_SurenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· the model is ${i?.percent}% sure of ${i?.name}`)
};

const es_result_sureness = /** @type {(inputs: Result_SurenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· el modelo está seguro al ${i?.percent} % de que es ${i?.name}`)
};

const de_result_sureness = /** @type {(inputs: Result_SurenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· das Modell ist sich zu ${i?.percent} % sicher: ${i?.name}`)
};

const fr_result_sureness = /** @type {(inputs: Result_SurenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· le modèle est sûr à ${i?.percent} % qu’il s’agit de ${i?.name}`)
};

const zh_hans1_result_sureness = /** @type {(inputs: Result_SurenessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· 模型有 ${i?.percent}% 的把握认为是 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "· the model is {percent}% sure of {name}" |
*
* @param {Result_SurenessInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_sureness = /** @type {((inputs: Result_SurenessInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_SurenessInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_sureness(inputs)
	if (locale === "de") return de_result_sureness(inputs)
	if (locale === "fr") return fr_result_sureness(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_sureness(inputs)
	return en_result_sureness(inputs)
});