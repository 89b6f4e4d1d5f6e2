/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_DeletedInputs */

const en_dives_deleted = /** @type {(inputs: Dives_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive deleted`)
};

const es_dives_deleted = /** @type {(inputs: Dives_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmersión borrada`)
};

const de_dives_deleted = /** @type {(inputs: Dives_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchgang gelöscht`)
};

const fr_dives_deleted = /** @type {(inputs: Dives_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plongée supprimée`)
};

const zh_hans1_dives_deleted = /** @type {(inputs: Dives_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜水已删除`)
};

/**
* | output |
* | --- |
* | "Dive deleted" |
*
* @param {Dives_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_deleted = /** @type {((inputs?: Dives_DeletedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_DeletedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_deleted(inputs)
	if (locale === "de") return de_dives_deleted(inputs)
	if (locale === "fr") return fr_dives_deleted(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_deleted(inputs)
	return en_dives_deleted(inputs)
});