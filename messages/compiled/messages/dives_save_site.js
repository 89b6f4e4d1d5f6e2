/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Save_SiteInputs */

const en_dives_save_site = /** @type {(inputs: Dives_Save_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the site`)
};

const es_dives_save_site = /** @type {(inputs: Dives_Save_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el punto`)
};

const de_dives_save_site = /** @type {(inputs: Dives_Save_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchplatz speichern`)
};

const fr_dives_save_site = /** @type {(inputs: Dives_Save_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le site`)
};

const zh_hans1_dives_save_site = /** @type {(inputs: Dives_Save_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存潜点`)
};

/**
* | output |
* | --- |
* | "Save the site" |
*
* @param {Dives_Save_SiteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_save_site = /** @type {((inputs?: Dives_Save_SiteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Save_SiteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_save_site(inputs)
	if (locale === "de") return de_dives_save_site(inputs)
	if (locale === "fr") return fr_dives_save_site(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_save_site(inputs)
	return en_dives_save_site(inputs)
});