/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Dive_TitleInputs */

const en_dives_dive_title = /** @type {(inputs: Dives_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive`)
};

const es_dives_dive_title = /** @type {(inputs: Dives_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersión`)
};

const de_dives_dive_title = /** @type {(inputs: Dives_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchgang`)
};

const fr_dives_dive_title = /** @type {(inputs: Dives_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongée`)
};

const zh_hans1_dives_dive_title = /** @type {(inputs: Dives_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜水`)
};

/**
* | output |
* | --- |
* | "Dive" |
*
* @param {Dives_Dive_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_dive_title = /** @type {((inputs?: Dives_Dive_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Dive_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_dive_title(inputs)
	if (locale === "de") return de_dives_dive_title(inputs)
	if (locale === "fr") return fr_dives_dive_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_dive_title(inputs)
	return en_dives_dive_title(inputs)
});