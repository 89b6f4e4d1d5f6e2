/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Species_Photo_Not_PublishedInputs */

const en_error_species_photo_not_published = /** @type {(inputs: Error_Species_Photo_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a published photo of this species can be featured on its page.`)
};

const es_error_species_photo_not_published = /** @type {(inputs: Error_Species_Photo_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo una foto publicada de esta especie puede destacarse en su página.`)
};

const de_error_species_photo_not_published = /** @type {(inputs: Error_Species_Photo_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein veröffentlichtes Foto dieser Art kann auf ihrer Seite hervorgehoben werden.`)
};

const fr_error_species_photo_not_published = /** @type {(inputs: Error_Species_Photo_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une photo publiée de cette espèce peut être mise en avant sur sa page.`)
};

const zh_hans1_error_species_photo_not_published = /** @type {(inputs: Error_Species_Photo_Not_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有该物种已发布的照片才能在其页面上精选展示。`)
};

/**
* | output |
* | --- |
* | "Only a published photo of this species can be featured on its page." |
*
* @param {Error_Species_Photo_Not_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_species_photo_not_published = /** @type {((inputs?: Error_Species_Photo_Not_PublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Species_Photo_Not_PublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_species_photo_not_published(inputs)
	if (locale === "de") return de_error_species_photo_not_published(inputs)
	if (locale === "fr") return fr_error_species_photo_not_published(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_species_photo_not_published(inputs)
	return en_error_species_photo_not_published(inputs)
});