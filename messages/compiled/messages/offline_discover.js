/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_DiscoverInputs */

const en_offline_discover = /** @type {(inputs: Offline_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discover species`)
};

const es_offline_discover = /** @type {(inputs: Offline_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubrir especies`)
};

const de_offline_discover = /** @type {(inputs: Offline_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arten entdecken`)
};

const fr_offline_discover = /** @type {(inputs: Offline_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir les espèces`)
};

const zh_hans1_offline_discover = /** @type {(inputs: Offline_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发现物种`)
};

/**
* | output |
* | --- |
* | "Discover species" |
*
* @param {Offline_DiscoverInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const offline_discover = /** @type {((inputs?: Offline_DiscoverInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DiscoverInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_discover(inputs)
	if (locale === "de") return de_offline_discover(inputs)
	if (locale === "fr") return fr_offline_discover(inputs)
	if (locale === "zh-Hans") return zh_hans1_offline_discover(inputs)
	return en_offline_discover(inputs)
});