/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} History_Accept_LabelInputs */

const en_history_accept_label = /** @type {(inputs: History_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept ${i?.species}`)
};

const es_history_accept_label = /** @type {(inputs: History_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptar ${i?.species}`)
};

const de_history_accept_label = /** @type {(inputs: History_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} übernehmen`)
};

const fr_history_accept_label = /** @type {(inputs: History_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepter ${i?.species}`)
};

const zh_hans1_history_accept_label = /** @type {(inputs: History_Accept_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`接受 ${i?.species}`)
};

/**
* | output |
* | --- |
* | "Accept {species}" |
*
* @param {History_Accept_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_accept_label = /** @type {((inputs: History_Accept_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Accept_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_accept_label(inputs)
	if (locale === "de") return de_history_accept_label(inputs)
	if (locale === "fr") return fr_history_accept_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_accept_label(inputs)
	return en_history_accept_label(inputs)
});