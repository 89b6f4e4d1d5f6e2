/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Trips_Name_NeededInputs */

const en_error_trips_name_needed = /** @type {(inputs: Error_Trips_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give the scientific name you suggest`)
};

const es_error_trips_name_needed = /** @type {(inputs: Error_Trips_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica el nombre científico que sugieres`)
};

const de_error_trips_name_needed = /** @type {(inputs: Error_Trips_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib den wissenschaftlichen Namen an, den du vorschlägst`)
};

const fr_error_trips_name_needed = /** @type {(inputs: Error_Trips_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez le nom scientifique que vous proposez`)
};

const zh_hans1_error_trips_name_needed = /** @type {(inputs: Error_Trips_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写你建议的学名`)
};

/**
* | output |
* | --- |
* | "Please give the scientific name you suggest" |
*
* @param {Error_Trips_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_name_needed = /** @type {((inputs?: Error_Trips_Name_NeededInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_Name_NeededInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_name_needed(inputs)
	if (locale === "de") return de_error_trips_name_needed(inputs)
	if (locale === "fr") return fr_error_trips_name_needed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_name_needed(inputs)
	return en_error_trips_name_needed(inputs)
});