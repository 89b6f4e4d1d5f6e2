/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Name_SavedInputs */

const en_trips_name_saved = /** @type {(inputs: Trips_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name saved.`)
};

const es_trips_name_saved = /** @type {(inputs: Trips_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre guardado.`)
};

const de_trips_name_saved = /** @type {(inputs: Trips_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name gespeichert.`)
};

const fr_trips_name_saved = /** @type {(inputs: Trips_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom enregistré.`)
};

const zh_hans1_trips_name_saved = /** @type {(inputs: Trips_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称已保存。`)
};

/**
* | output |
* | --- |
* | "Name saved." |
*
* @param {Trips_Name_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_name_saved = /** @type {((inputs?: Trips_Name_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Name_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_name_saved(inputs)
	if (locale === "de") return de_trips_name_saved(inputs)
	if (locale === "fr") return fr_trips_name_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_name_saved(inputs)
	return en_trips_name_saved(inputs)
});