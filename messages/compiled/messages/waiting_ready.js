/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} Waiting_ReadyInputs */

const en_waiting_ready = /** @type {(inputs: Waiting_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your identification of ${i?.species} is ready.`)
};

const es_waiting_ready = /** @type {(inputs: Waiting_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu identificación de ${i?.species} está lista.`)
};

const de_waiting_ready = /** @type {(inputs: Waiting_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestimmung von ${i?.species} ist fertig.`)
};

const fr_waiting_ready = /** @type {(inputs: Waiting_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre identification de ${i?.species} est prête.`)
};

const zh_hans1_waiting_ready = /** @type {(inputs: Waiting_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你对 ${i?.species} 的识别已完成。`)
};

/**
* | output |
* | --- |
* | "Your identification of {species} is ready." |
*
* @param {Waiting_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_ready = /** @type {((inputs: Waiting_ReadyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_ReadyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_ready(inputs)
	if (locale === "de") return de_waiting_ready(inputs)
	if (locale === "fr") return fr_waiting_ready(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_ready(inputs)
	return en_waiting_ready(inputs)
});