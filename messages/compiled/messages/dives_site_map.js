/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Site_MapInputs */

const en_dives_site_map = /** @type {(inputs: Dives_Site_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the dive site`)
};

const es_dives_site_map = /** @type {(inputs: Dives_Site_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa del punto de inmersión`)
};

const de_dives_site_map = /** @type {(inputs: Dives_Site_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte des Tauchplatzes`)
};

const fr_dives_site_map = /** @type {(inputs: Dives_Site_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte du site de plongée`)
};

const zh_hans1_dives_site_map = /** @type {(inputs: Dives_Site_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜点地图`)
};

/**
* | output |
* | --- |
* | "Map of the dive site" |
*
* @param {Dives_Site_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_map = /** @type {((inputs?: Dives_Site_MapInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_MapInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_map(inputs)
	if (locale === "de") return de_dives_site_map(inputs)
	if (locale === "fr") return fr_dives_site_map(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_map(inputs)
	return en_dives_site_map(inputs)
});