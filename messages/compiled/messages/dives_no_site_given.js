/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_No_Site_GivenInputs */

const en_dives_no_site_given = /** @type {(inputs: Dives_No_Site_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No site given.`)
};

const es_dives_no_site_given = /** @type {(inputs: Dives_No_Site_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin punto de inmersión.`)
};

const de_dives_no_site_given = /** @type {(inputs: Dives_No_Site_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Tauchplatz angegeben.`)
};

const fr_dives_no_site_given = /** @type {(inputs: Dives_No_Site_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun site indiqué.`)
};

const zh_hans1_dives_no_site_given = /** @type {(inputs: Dives_No_Site_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未填写潜点。`)
};

/**
* | output |
* | --- |
* | "No site given." |
*
* @param {Dives_No_Site_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_no_site_given = /** @type {((inputs?: Dives_No_Site_GivenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_No_Site_GivenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_no_site_given(inputs)
	if (locale === "de") return de_dives_no_site_given(inputs)
	if (locale === "fr") return fr_dives_no_site_given(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_no_site_given(inputs)
	return en_dives_no_site_given(inputs)
});