/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Settings_Too_Many_SlotsInputs */

const en_error_settings_too_many_slots = /** @type {(inputs: Error_Settings_Too_Many_SlotsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total slots must be at most ${i?.max}`)
};

const es_error_settings_too_many_slots = /** @type {(inputs: Error_Settings_Too_Many_SlotsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El total de plazas puede ser como máximo ${i?.max}`)
};

const de_error_settings_too_many_slots = /** @type {(inputs: Error_Settings_Too_Many_SlotsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Gesamtzahl der Plätze darf höchstens ${i?.max} sein`)
};

const fr_error_settings_too_many_slots = /** @type {(inputs: Error_Settings_Too_Many_SlotsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre total de places doit être au plus ${i?.max}`)
};

const zh_hans1_error_settings_too_many_slots = /** @type {(inputs: Error_Settings_Too_Many_SlotsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`名额总数最多为 ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Total slots must be at most {max}" |
*
* @param {Error_Settings_Too_Many_SlotsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_too_many_slots = /** @type {((inputs: Error_Settings_Too_Many_SlotsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_Too_Many_SlotsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_too_many_slots(inputs)
	if (locale === "de") return de_error_settings_too_many_slots(inputs)
	if (locale === "fr") return fr_error_settings_too_many_slots(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_too_many_slots(inputs)
	return en_error_settings_too_many_slots(inputs)
});