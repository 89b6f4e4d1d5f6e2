/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_AddInputs */

const en_maps_add = /** @type {(inputs: Maps_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add where and when`)
};

const es_maps_add = /** @type {(inputs: Maps_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir dónde y cuándo`)
};

const de_maps_add = /** @type {(inputs: Maps_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann hinzufügen`)
};

const fr_maps_add = /** @type {(inputs: Maps_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter où et quand`)
};

const zh_hans1_maps_add = /** @type {(inputs: Maps_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加地点和时间`)
};

/**
* | output |
* | --- |
* | "Add where and when" |
*
* @param {Maps_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_add = /** @type {((inputs?: Maps_AddInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_AddInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_add(inputs)
	if (locale === "de") return de_maps_add(inputs)
	if (locale === "fr") return fr_maps_add(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_add(inputs)
	return en_maps_add(inputs)
});