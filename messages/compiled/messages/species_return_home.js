/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Return_HomeInputs */

const en_species_return_home = /** @type {(inputs: Species_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const es_species_return_home = /** @type {(inputs: Species_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

const de_species_return_home = /** @type {(inputs: Species_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const fr_species_return_home = /** @type {(inputs: Species_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

const zh_hans1_species_return_home = /** @type {(inputs: Species_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首页`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Species_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_return_home = /** @type {((inputs?: Species_Return_HomeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Return_HomeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_return_home(inputs)
	if (locale === "de") return de_species_return_home(inputs)
	if (locale === "fr") return fr_species_return_home(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_return_home(inputs)
	return en_species_return_home(inputs)
});