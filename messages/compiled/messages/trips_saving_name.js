/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Saving_NameInputs */

const en_trips_saving_name = /** @type {(inputs: Trips_Saving_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

const es_trips_saving_name = /** @type {(inputs: Trips_Saving_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando…`)
};

const de_trips_saving_name = /** @type {(inputs: Trips_Saving_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft …`)
};

const fr_trips_saving_name = /** @type {(inputs: Trips_Saving_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification…`)
};

const zh_hans1_trips_saving_name = /** @type {(inputs: Trips_Saving_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在核对…`)
};

/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Trips_Saving_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_saving_name = /** @type {((inputs?: Trips_Saving_NameInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Saving_NameInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_saving_name(inputs)
	if (locale === "de") return de_trips_saving_name(inputs)
	if (locale === "fr") return fr_trips_saving_name(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_saving_name(inputs)
	return en_trips_saving_name(inputs)
});