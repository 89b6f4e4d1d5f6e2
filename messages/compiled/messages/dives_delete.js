/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_DeleteInputs */

const en_dives_delete = /** @type {(inputs: Dives_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete This Dive`)
};

const es_dives_delete = /** @type {(inputs: Dives_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar esta inmersión`)
};

const de_dives_delete = /** @type {(inputs: Dives_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Tauchgang löschen`)
};

const fr_dives_delete = /** @type {(inputs: Dives_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette plongée`)
};

const zh_hans1_dives_delete = /** @type {(inputs: Dives_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除这次潜水`)
};

/**
* | output |
* | --- |
* | "Delete This Dive" |
*
* @param {Dives_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_delete = /** @type {((inputs?: Dives_DeleteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_DeleteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_delete(inputs)
	if (locale === "de") return de_dives_delete(inputs)
	if (locale === "fr") return fr_dives_delete(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_delete(inputs)
	return en_dives_delete(inputs)
});