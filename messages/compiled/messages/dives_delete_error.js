/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Delete_ErrorInputs */

const en_dives_delete_error = /** @type {(inputs: Dives_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dive could not be deleted. Please try again.`)
};

const es_dives_delete_error = /** @type {(inputs: Dives_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo borrar la inmersión. Inténtalo de nuevo.`)
};

const de_dives_delete_error = /** @type {(inputs: Dives_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tauchgang konnte nicht gelöscht werden. Bitte versuche es noch einmal.`)
};

const fr_dives_delete_error = /** @type {(inputs: Dives_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La plongée n'a pas pu être supprimée. Veuillez réessayer.`)
};

const zh_hans1_dives_delete_error = /** @type {(inputs: Dives_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法删除这次潜水，请重试。`)
};

/**
* | output |
* | --- |
* | "The dive could not be deleted. Please try again." |
*
* @param {Dives_Delete_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_delete_error = /** @type {((inputs?: Dives_Delete_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Delete_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_delete_error(inputs)
	if (locale === "de") return de_dives_delete_error(inputs)
	if (locale === "fr") return fr_dives_delete_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_delete_error(inputs)
	return en_dives_delete_error(inputs)
});