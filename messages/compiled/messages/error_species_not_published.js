/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Species_Not_PublishedInputs */

const en_error_species_not_published = /** @type {(inputs: Error_Species_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This species page is not available or has not been published yet.`)
};

const es_error_species_not_published = /** @type {(inputs: Error_Species_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página de especie no está disponible o aún no se ha publicado.`)
};

const de_error_species_not_published = /** @type {(inputs: Error_Species_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Artenseite ist nicht verfügbar oder noch nicht veröffentlicht.`)
};

const fr_error_species_not_published = /** @type {(inputs: Error_Species_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page d’espèce n’est pas disponible ou n’a pas encore été publiée.`)
};

const zh_hans1_error_species_not_published = /** @type {(inputs: Error_Species_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该物种页面不可用或尚未发布。`)
};

/**
* | output |
* | --- |
* | "This species page is not available or has not been published yet." |
*
* @param {Error_Species_Not_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_species_not_published = /** @type {((inputs?: Error_Species_Not_PublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Species_Not_PublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_species_not_published(inputs)
	if (locale === "de") return de_error_species_not_published(inputs)
	if (locale === "fr") return fr_error_species_not_published(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_species_not_published(inputs)
	return en_error_species_not_published(inputs)
});