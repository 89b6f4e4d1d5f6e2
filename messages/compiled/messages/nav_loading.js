/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LoadingInputs */

const en_nav_loading = /** @type {(inputs: Nav_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

const es_nav_loading = /** @type {(inputs: Nav_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

const de_nav_loading = /** @type {(inputs: Nav_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen…`)
};

const fr_nav_loading = /** @type {(inputs: Nav_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement…`)
};

const zh_hans1_nav_loading = /** @type {(inputs: Nav_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载…`)
};

/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Nav_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const nav_loading = /** @type {((inputs?: Nav_LoadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LoadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_loading(inputs)
	if (locale === "de") return de_nav_loading(inputs)
	if (locale === "fr") return fr_nav_loading(inputs)
	if (locale === "zh-Hans") return zh_hans1_nav_loading(inputs)
	return en_nav_loading(inputs)
});