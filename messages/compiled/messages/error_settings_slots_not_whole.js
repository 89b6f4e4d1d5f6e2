/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Settings_Slots_Not_WholeInputs */

const en_error_settings_slots_not_whole = /** @type {(inputs: Error_Settings_Slots_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total slots must be a whole number`)
};

const es_error_settings_slots_not_whole = /** @type {(inputs: Error_Settings_Slots_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El total de plazas debe ser un número entero`)
};

const de_error_settings_slots_not_whole = /** @type {(inputs: Error_Settings_Slots_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gesamtzahl der Plätze muss eine ganze Zahl sein`)
};

const fr_error_settings_slots_not_whole = /** @type {(inputs: Error_Settings_Slots_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre total de places doit être un nombre entier`)
};

const zh_hans1_error_settings_slots_not_whole = /** @type {(inputs: Error_Settings_Slots_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名额总数必须是整数`)
};

/**
* | output |
* | --- |
* | "Total slots must be a whole number" |
*
* @param {Error_Settings_Slots_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_slots_not_whole = /** @type {((inputs?: Error_Settings_Slots_Not_WholeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_Slots_Not_WholeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_slots_not_whole(inputs)
	if (locale === "de") return de_error_settings_slots_not_whole(inputs)
	if (locale === "fr") return fr_error_settings_slots_not_whole(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_slots_not_whole(inputs)
	return en_error_settings_slots_not_whole(inputs)
});