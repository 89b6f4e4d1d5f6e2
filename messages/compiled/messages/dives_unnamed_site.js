/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Unnamed_SiteInputs */

const en_dives_unnamed_site = /** @type {(inputs: Dives_Unnamed_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed site`)
};

const es_dives_unnamed_site = /** @type {(inputs: Dives_Unnamed_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto sin nombre`)
};

const de_dives_unnamed_site = /** @type {(inputs: Dives_Unnamed_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchplatz ohne Namen`)
};

const fr_dives_unnamed_site = /** @type {(inputs: Dives_Unnamed_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site sans nom`)
};

const zh_hans1_dives_unnamed_site = /** @type {(inputs: Dives_Unnamed_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未命名潜点`)
};

/**
* | output |
* | --- |
* | "Unnamed site" |
*
* @param {Dives_Unnamed_SiteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_unnamed_site = /** @type {((inputs?: Dives_Unnamed_SiteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Unnamed_SiteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_unnamed_site(inputs)
	if (locale === "de") return de_dives_unnamed_site(inputs)
	if (locale === "fr") return fr_dives_unnamed_site(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_unnamed_site(inputs)
	return en_dives_unnamed_site(inputs)
});