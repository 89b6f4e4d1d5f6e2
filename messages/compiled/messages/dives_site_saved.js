/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Site_SavedInputs */

const en_dives_site_saved = /** @type {(inputs: Dives_Site_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site is saved; this dive's photos take its place.`)
};

const es_dives_site_saved = /** @type {(inputs: Dives_Site_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El punto se ha guardado; las fotos de esta inmersión toman su ubicación.`)
};

const de_dives_site_saved = /** @type {(inputs: Dives_Site_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tauchplatz ist gespeichert; die Fotos dieses Tauchgangs übernehmen seinen Ort.`)
};

const fr_dives_site_saved = /** @type {(inputs: Dives_Site_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site est enregistré ; les photos de cette plongée prennent sa position.`)
};

const zh_hans1_dives_site_saved = /** @type {(inputs: Dives_Site_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜点已保存；这次潜水的照片将使用它的位置。`)
};

/**
* | output |
* | --- |
* | "The site is saved; this dive's photos take its place." |
*
* @param {Dives_Site_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_saved = /** @type {((inputs?: Dives_Site_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_saved(inputs)
	if (locale === "de") return de_dives_site_saved(inputs)
	if (locale === "fr") return fr_dives_site_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_saved(inputs)
	return en_dives_site_saved(inputs)
});