/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Save_NameInputs */

const en_trips_save_name = /** @type {(inputs: Trips_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the name`)
};

const es_trips_save_name = /** @type {(inputs: Trips_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el nombre`)
};

const de_trips_save_name = /** @type {(inputs: Trips_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

const fr_trips_save_name = /** @type {(inputs: Trips_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nom`)
};

const zh_hans1_trips_save_name = /** @type {(inputs: Trips_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存名称`)
};

/**
* | output |
* | --- |
* | "Save the name" |
*
* @param {Trips_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_save_name = /** @type {((inputs?: Trips_Save_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Save_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_save_name(inputs)
	if (locale === "de") return de_trips_save_name(inputs)
	if (locale === "fr") return fr_trips_save_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_save_name(inputs)
	return en_trips_save_name(inputs)
});