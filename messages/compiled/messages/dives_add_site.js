/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Add_SiteInputs */

const en_dives_add_site = /** @type {(inputs: Dives_Add_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the site`)
};

const es_dives_add_site = /** @type {(inputs: Dives_Add_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir el punto`)
};

const de_dives_add_site = /** @type {(inputs: Dives_Add_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchplatz hinzufügen`)
};

const fr_dives_add_site = /** @type {(inputs: Dives_Add_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter le site`)
};

const zh_hans1_dives_add_site = /** @type {(inputs: Dives_Add_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加潜点`)
};

/**
* | output |
* | --- |
* | "Add the site" |
*
* @param {Dives_Add_SiteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_add_site = /** @type {((inputs?: Dives_Add_SiteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Add_SiteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_add_site(inputs)
	if (locale === "de") return de_dives_add_site(inputs)
	if (locale === "fr") return fr_dives_add_site(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_add_site(inputs)
	return en_dives_add_site(inputs)
});