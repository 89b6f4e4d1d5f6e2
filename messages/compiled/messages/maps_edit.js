/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_EditInputs */

const en_maps_edit = /** @type {(inputs: Maps_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit where and when`)
};

const es_maps_edit = /** @type {(inputs: Maps_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar dónde y cuándo`)
};

const de_maps_edit = /** @type {(inputs: Maps_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann bearbeiten`)
};

const fr_maps_edit = /** @type {(inputs: Maps_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier où et quand`)
};

const zh_hans1_maps_edit = /** @type {(inputs: Maps_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑地点和时间`)
};

/**
* | output |
* | --- |
* | "Edit where and when" |
*
* @param {Maps_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_edit = /** @type {((inputs?: Maps_EditInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_EditInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_edit(inputs)
	if (locale === "de") return de_maps_edit(inputs)
	if (locale === "fr") return fr_maps_edit(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_edit(inputs)
	return en_maps_edit(inputs)
});