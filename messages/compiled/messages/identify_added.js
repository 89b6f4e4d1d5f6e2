/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_AddedInputs */

const en_identify_added = /** @type {(inputs: Identify_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`added`)
};

const es_identify_added = /** @type {(inputs: Identify_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`añadido`)
};

const de_identify_added = /** @type {(inputs: Identify_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hinzugefügt`)
};

const fr_identify_added = /** @type {(inputs: Identify_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajouté`)
};

const zh_hans1_identify_added = /** @type {(inputs: Identify_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已添加`)
};

/**
* | output |
* | --- |
* | "added" |
*
* @param {Identify_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_added = /** @type {((inputs?: Identify_AddedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_AddedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_added(inputs)
	if (locale === "de") return de_identify_added(inputs)
	if (locale === "fr") return fr_identify_added(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_added(inputs)
	return en_identify_added(inputs)
});