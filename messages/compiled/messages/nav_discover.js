/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DiscoverInputs */

const en_nav_discover = /** @type {(inputs: Nav_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discover`)
};

const es_nav_discover = /** @type {(inputs: Nav_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubrir`)
};

const de_nav_discover = /** @type {(inputs: Nav_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entdecken`)
};

const fr_nav_discover = /** @type {(inputs: Nav_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir`)
};

const zh_hans1_nav_discover = /** @type {(inputs: Nav_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发现`)
};

/**
* | output |
* | --- |
* | "Discover" |
*
* @param {Nav_DiscoverInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_discover = /** @type {((inputs?: Nav_DiscoverInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DiscoverInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_discover(inputs)
	if (locale === "de") return de_nav_discover(inputs)
	if (locale === "fr") return fr_nav_discover(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_discover(inputs)
	return en_nav_discover(inputs)
});