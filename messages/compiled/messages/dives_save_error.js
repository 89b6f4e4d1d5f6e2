/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Save_ErrorInputs */

const en_dives_save_error = /** @type {(inputs: Dives_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dive could not be saved. Please try again.`)
};

const es_dives_save_error = /** @type {(inputs: Dives_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la inmersión. Inténtalo de nuevo.`)
};

const de_dives_save_error = /** @type {(inputs: Dives_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tauchgang konnte nicht gespeichert werden. Bitte versuche es noch einmal.`)
};

const fr_dives_save_error = /** @type {(inputs: Dives_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plongée n'a pas pu être enregistrée. Veuillez réessayer.`)
};

const zh_hans1_dives_save_error = /** @type {(inputs: Dives_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法保存这次潜水，请重试。`)
};

/**
* | output |
* | --- |
* | "The dive could not be saved. Please try again." |
*
* @param {Dives_Save_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_save_error = /** @type {((inputs?: Dives_Save_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Save_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_save_error(inputs)
	if (locale === "de") return de_dives_save_error(inputs)
	if (locale === "fr") return fr_dives_save_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_save_error(inputs)
	return en_dives_save_error(inputs)
});