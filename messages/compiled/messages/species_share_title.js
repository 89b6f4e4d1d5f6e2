/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Share_TitleInputs */

const en_species_share_title = /** @type {(inputs: Species_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this species`)
};

const es_species_share_title = /** @type {(inputs: Species_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir esta especie`)
};

const de_species_share_title = /** @type {(inputs: Species_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Art teilen`)
};

const fr_species_share_title = /** @type {(inputs: Species_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager cette espèce`)
};

const zh_hans1_species_share_title = /** @type {(inputs: Species_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分享这个物种`)
};

/**
* | output |
* | --- |
* | "Share this species" |
*
* @param {Species_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_share_title = /** @type {((inputs?: Species_Share_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Share_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_share_title(inputs)
	if (locale === "de") return de_species_share_title(inputs)
	if (locale === "fr") return fr_species_share_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_share_title(inputs)
	return en_species_share_title(inputs)
});