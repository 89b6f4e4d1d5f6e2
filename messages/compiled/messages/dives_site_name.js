/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Site_NameInputs */

const en_dives_site_name = /** @type {(inputs: Dives_Site_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site name`)
};

const es_dives_site_name = /** @type {(inputs: Dives_Site_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del punto`)
};

const de_dives_site_name = /** @type {(inputs: Dives_Site_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Tauchplatzes`)
};

const fr_dives_site_name = /** @type {(inputs: Dives_Site_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du site`)
};

const zh_hans1_dives_site_name = /** @type {(inputs: Dives_Site_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜点名称`)
};

/**
* | output |
* | --- |
* | "Site name" |
*
* @param {Dives_Site_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_name = /** @type {((inputs?: Dives_Site_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_name(inputs)
	if (locale === "de") return de_dives_site_name(inputs)
	if (locale === "fr") return fr_dives_site_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_name(inputs)
	return en_dives_site_name(inputs)
});