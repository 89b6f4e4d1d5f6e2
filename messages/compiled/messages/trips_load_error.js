/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Load_ErrorInputs */

const en_trips_load_error = /** @type {(inputs: Trips_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your trips could not be loaded. Please try again.`)
};

const es_trips_load_error = /** @type {(inputs: Trips_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar tus viajes. Inténtalo de nuevo.`)
};

const de_trips_load_error = /** @type {(inputs: Trips_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Reisen konnten nicht geladen werden. Bitte versuche es erneut.`)
};

const fr_trips_load_error = /** @type {(inputs: Trips_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos voyages n'ont pas pu être chargés. Veuillez réessayer.`)
};

const zh_hans1_trips_load_error = /** @type {(inputs: Trips_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载你的旅行，请重试。`)
};

/**
* | output |
* | --- |
* | "Your trips could not be loaded. Please try again." |
*
* @param {Trips_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_load_error = /** @type {((inputs?: Trips_Load_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Load_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_load_error(inputs)
	if (locale === "de") return de_trips_load_error(inputs)
	if (locale === "fr") return fr_trips_load_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_load_error(inputs)
	return en_trips_load_error(inputs)
});