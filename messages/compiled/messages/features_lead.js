/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_LeadInputs */

const en_features_lead = /** @type {(inputs: Features_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From a single photo to species details, conservation status and your own logbook.`)
};

const es_features_lead = /** @type {(inputs: Features_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De una sola foto a los datos de la especie, su estado de conservación y tu propio cuaderno de buceo.`)
};

const de_features_lead = /** @type {(inputs: Features_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von einem einzigen Foto zu Artdetails, Schutzstatus und deinem eigenen Logbuch.`)
};

const fr_features_lead = /** @type {(inputs: Features_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’une simple photo aux fiches d’espèces, au statut de conservation et à votre propre carnet de plongée.`)
};

const zh_hans1_features_lead = /** @type {(inputs: Features_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从一张照片，到物种详情、保护状况和你自己的潜水日志。`)
};

/**
* | output |
* | --- |
* | "From a single photo to species details, conservation status and your own logbook." |
*
* @param {Features_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const features_lead = /** @type {((inputs?: Features_LeadInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_LeadInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_features_lead(inputs)
	if (locale === "de") return de_features_lead(inputs)
	if (locale === "fr") return fr_features_lead(inputs)
	if (locale === "zh-Hans") return zh_hans1_features_lead(inputs)
	return en_features_lead(inputs)
});