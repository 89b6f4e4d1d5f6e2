/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_LoadingInputs */

const en_dives_loading = /** @type {(inputs: Dives_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

const es_dives_loading = /** @type {(inputs: Dives_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando`)
};

const de_dives_loading = /** @type {(inputs: Dives_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen`)
};

const fr_dives_loading = /** @type {(inputs: Dives_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

const zh_hans1_dives_loading = /** @type {(inputs: Dives_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载中`)
};

/**
* | output |
* | --- |
* | "Loading" |
*
* @param {Dives_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_loading = /** @type {((inputs?: Dives_LoadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_LoadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_loading(inputs)
	if (locale === "de") return de_dives_loading(inputs)
	if (locale === "fr") return fr_dives_loading(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_loading(inputs)
	return en_dives_loading(inputs)
});