/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Add_PhotosInputs */

const en_dives_add_photos = /** @type {(inputs: Dives_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos from this dive`)
};

const es_dives_add_photos = /** @type {(inputs: Dives_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir fotos de esta inmersión`)
};

const de_dives_add_photos = /** @type {(inputs: Dives_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos von diesem Tauchgang hinzufügen`)
};

const fr_dives_add_photos = /** @type {(inputs: Dives_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos de cette plongée`)
};

const zh_hans1_dives_add_photos = /** @type {(inputs: Dives_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加这次潜水的照片`)
};

/**
* | output |
* | --- |
* | "Add photos from this dive" |
*
* @param {Dives_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_add_photos = /** @type {((inputs?: Dives_Add_PhotosInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Add_PhotosInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_add_photos(inputs)
	if (locale === "de") return de_dives_add_photos(inputs)
	if (locale === "fr") return fr_dives_add_photos(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_add_photos(inputs)
	return en_dives_add_photos(inputs)
});