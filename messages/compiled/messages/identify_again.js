/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_AgainInputs */

const en_identify_again = /** @type {(inputs: Identify_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identify Another Species`)
};

const es_identify_again = /** @type {(inputs: Identify_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificar otra especie`)
};

const de_identify_again = /** @type {(inputs: Identify_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Art bestimmen`)
};

const fr_identify_again = /** @type {(inputs: Identify_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifier une autre espèce`)
};

const zh_hans1_identify_again = /** @type {(inputs: Identify_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别其他物种`)
};

/**
* | output |
* | --- |
* | "Identify Another Species" |
*
* @param {Identify_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_again = /** @type {((inputs?: Identify_AgainInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_AgainInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_again(inputs)
	if (locale === "de") return de_identify_again(inputs)
	if (locale === "fr") return fr_identify_again(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_again(inputs)
	return en_identify_again(inputs)
});