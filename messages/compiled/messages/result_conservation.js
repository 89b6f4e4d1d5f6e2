/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Result_ConservationInputs */

const en_result_conservation = /** @type {(inputs: Result_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CONSERVATION & ENVIRONMENTAL ISSUES`)
};

const es_result_conservation = /** @type {(inputs: Result_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CONSERVACIÓN Y AMENAZAS AMBIENTALES`)
};

const de_result_conservation = /** @type {(inputs: Result_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCHUTZ & UMWELTPROBLEME`)
};

const fr_result_conservation = /** @type {(inputs: Result_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CONSERVATION ET ENJEUX ENVIRONNEMENTAUX`)
};

const zh_hans1_result_conservation = /** @type {(inputs: Result_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保护与环境问题`)
};

/**
* | output |
* | --- |
* | "CONSERVATION & ENVIRONMENTAL ISSUES" |
*
* @param {Result_ConservationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const result_conservation = /** @type {((inputs?: Result_ConservationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Result_ConservationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_result_conservation(inputs)
	if (locale === "de") return de_result_conservation(inputs)
	if (locale === "fr") return fr_result_conservation(inputs)
	if (locale === "zh-Hans") return zh_hans1_result_conservation(inputs)
	return en_result_conservation(inputs)
});