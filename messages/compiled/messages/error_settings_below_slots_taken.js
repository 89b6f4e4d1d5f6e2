/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taken: NonNullable<unknown> }} Error_Settings_Below_Slots_TakenInputs */

const en_error_settings_below_slots_taken = /** @type {(inputs: Error_Settings_Below_Slots_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total slots cannot be below the ${i?.taken} slots already taken`)
};

const es_error_settings_below_slots_taken = /** @type {(inputs: Error_Settings_Below_Slots_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El total de plazas no puede ser menor que las ${i?.taken} plazas ya ocupadas`)
};

const de_error_settings_below_slots_taken = /** @type {(inputs: Error_Settings_Below_Slots_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Gesamtzahl der Plätze darf nicht unter den ${i?.taken} bereits vergebenen Plätzen liegen`)
};

const fr_error_settings_below_slots_taken = /** @type {(inputs: Error_Settings_Below_Slots_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre total de places ne peut pas être inférieur aux ${i?.taken} places déjà prises`)
};

const zh_hans1_error_settings_below_slots_taken = /** @type {(inputs: Error_Settings_Below_Slots_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`名额总数不能少于已被占用的 ${i?.taken} 个名额`)
};

/**
* | output |
* | --- |
* | "Total slots cannot be below the {taken} slots already taken" |
*
* @param {Error_Settings_Below_Slots_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_settings_below_slots_taken = /** @type {((inputs: Error_Settings_Below_Slots_TakenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Settings_Below_Slots_TakenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_settings_below_slots_taken(inputs)
	if (locale === "de") return de_error_settings_below_slots_taken(inputs)
	if (locale === "fr") return fr_error_settings_below_slots_taken(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_settings_below_slots_taken(inputs)
	return en_error_settings_below_slots_taken(inputs)
});