/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_SaveInputs */

const en_maps_save = /** @type {(inputs: Maps_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save where and when`)
};

const es_maps_save = /** @type {(inputs: Maps_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar dónde y cuándo`)
};

const de_maps_save = /** @type {(inputs: Maps_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann speichern`)
};

const fr_maps_save = /** @type {(inputs: Maps_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer où et quand`)
};

const zh_hans1_maps_save = /** @type {(inputs: Maps_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存地点和时间`)
};

/**
* | output |
* | --- |
* | "Save where and when" |
*
* @param {Maps_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_save = /** @type {((inputs?: Maps_SaveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_SaveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_save(inputs)
	if (locale === "de") return de_maps_save(inputs)
	if (locale === "fr") return fr_maps_save(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_save(inputs)
	return en_maps_save(inputs)
});