/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_LoadingInputs */

const en_trips_loading = /** @type {(inputs: Trips_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading trips`)
};

const es_trips_loading = /** @type {(inputs: Trips_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando viajes`)
};

const de_trips_loading = /** @type {(inputs: Trips_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reisen werden geladen`)
};

const fr_trips_loading = /** @type {(inputs: Trips_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des voyages`)
};

const zh_hans1_trips_loading = /** @type {(inputs: Trips_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载旅行`)
};

/**
* | output |
* | --- |
* | "Loading trips" |
*
* @param {Trips_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_loading = /** @type {((inputs?: Trips_LoadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_LoadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_loading(inputs)
	if (locale === "de") return de_trips_loading(inputs)
	if (locale === "fr") return fr_trips_loading(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_loading(inputs)
	return en_trips_loading(inputs)
});