/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Group_ErrorInputs */

const en_trips_group_error = /** @type {(inputs: Trips_Group_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photos could not be grouped. Please try again.`)
};

const es_trips_group_error = /** @type {(inputs: Trips_Group_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron agrupar las fotos. Inténtalo de nuevo.`)
};

const de_trips_group_error = /** @type {(inputs: Trips_Group_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Fotos konnten nicht gruppiert werden. Bitte versuche es erneut.`)
};

const fr_trips_group_error = /** @type {(inputs: Trips_Group_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos n'ont pas pu être regroupées. Veuillez réessayer.`)
};

const zh_hans1_trips_group_error = /** @type {(inputs: Trips_Group_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法为照片分组，请重试。`)
};

/**
* | output |
* | --- |
* | "The photos could not be grouped. Please try again." |
*
* @param {Trips_Group_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_group_error = /** @type {((inputs?: Trips_Group_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Group_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_group_error(inputs)
	if (locale === "de") return de_trips_group_error(inputs)
	if (locale === "fr") return fr_trips_group_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_group_error(inputs)
	return en_trips_group_error(inputs)
});