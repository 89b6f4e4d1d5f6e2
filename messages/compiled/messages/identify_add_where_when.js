/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Add_Where_WhenInputs */

const en_identify_add_where_when = /** @type {(inputs: Identify_Add_Where_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add where and when`)
};

const es_identify_add_where_when = /** @type {(inputs: Identify_Add_Where_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir dónde y cuándo`)
};

const de_identify_add_where_when = /** @type {(inputs: Identify_Add_Where_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann hinzufügen`)
};

const fr_identify_add_where_when = /** @type {(inputs: Identify_Add_Where_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter où et quand`)
};

const zh_hans1_identify_add_where_when = /** @type {(inputs: Identify_Add_Where_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加地点和时间`)
};

/**
* | output |
* | --- |
* | "Add where and when" |
*
* @param {Identify_Add_Where_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_add_where_when = /** @type {((inputs?: Identify_Add_Where_WhenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Add_Where_WhenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_add_where_when(inputs)
	if (locale === "de") return de_identify_add_where_when(inputs)
	if (locale === "fr") return fr_identify_add_where_when(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_add_where_when(inputs)
	return en_identify_add_where_when(inputs)
});