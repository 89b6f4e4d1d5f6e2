/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ free: NonNullable<unknown> }} Home_Free_BannerInputs */

const en_home_free_banner = /** @type {(inputs: Home_Free_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.free} remaining - No need to register`)
};

const es_home_free_banner = /** @type {(inputs: Home_Free_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te quedan ${i?.free}, sin necesidad de registrarte`)
};

const de_home_free_banner = /** @type {(inputs: Home_Free_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch ${i?.free} – ohne Registrierung`)
};

const fr_home_free_banner = /** @type {(inputs: Home_Free_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il vous reste ${i?.free}, sans inscription`)
};

const zh_hans1_home_free_banner = /** @type {(inputs: Home_Free_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`还剩 ${i?.free}，无需注册`)
};

/**
* | output |
* | --- |
* | "{free} remaining - No need to register" |
*
* @param {Home_Free_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_free_banner = /** @type {((inputs: Home_Free_BannerInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Free_BannerInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_free_banner(inputs)
	if (locale === "de") return de_home_free_banner(inputs)
	if (locale === "fr") return fr_home_free_banner(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_free_banner(inputs)
	return en_home_free_banner(inputs)
});