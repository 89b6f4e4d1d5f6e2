/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Site_TitleInputs */

const en_dives_site_title = /** @type {(inputs: Dives_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive site`)
};

const es_dives_site_title = /** @type {(inputs: Dives_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto de inmersión`)
};

const de_dives_site_title = /** @type {(inputs: Dives_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchplatz`)
};

const fr_dives_site_title = /** @type {(inputs: Dives_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site de plongée`)
};

const zh_hans1_dives_site_title = /** @type {(inputs: Dives_Site_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜点`)
};

/**
* | output |
* | --- |
* | "Dive site" |
*
* @param {Dives_Site_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_title = /** @type {((inputs?: Dives_Site_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_title(inputs)
	if (locale === "de") return de_dives_site_title(inputs)
	if (locale === "fr") return fr_dives_site_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_title(inputs)
	return en_dives_site_title(inputs)
});