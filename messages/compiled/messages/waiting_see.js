/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waiting_SeeInputs */

const en_waiting_see = /** @type {(inputs: Waiting_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the identification`)
};

const es_waiting_see = /** @type {(inputs: Waiting_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la identificación`)
};

const de_waiting_see = /** @type {(inputs: Waiting_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung ansehen`)
};

const fr_waiting_see = /** @type {(inputs: Waiting_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir l’identification`)
};

const zh_hans1_waiting_see = /** @type {(inputs: Waiting_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看识别结果`)
};

/**
* | output |
* | --- |
* | "See the identification" |
*
* @param {Waiting_SeeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_see = /** @type {((inputs?: Waiting_SeeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_SeeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_see(inputs)
	if (locale === "de") return de_waiting_see(inputs)
	if (locale === "fr") return fr_waiting_see(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_see(inputs)
	return en_waiting_see(inputs)
});