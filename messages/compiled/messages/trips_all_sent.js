/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_All_SentInputs */

const en_trips_all_sent = /** @type {(inputs: Trips_All_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every photo is sent.`)
};

const es_trips_all_sent = /** @type {(inputs: Trips_All_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las fotos están enviadas.`)
};

const de_trips_all_sent = /** @type {(inputs: Trips_All_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Fotos sind gesendet.`)
};

const fr_trips_all_sent = /** @type {(inputs: Trips_All_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les photos sont envoyées.`)
};

const zh_hans1_trips_all_sent = /** @type {(inputs: Trips_All_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有照片均已发送。`)
};

/**
* | output |
* | --- |
* | "Every photo is sent." |
*
* @param {Trips_All_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_all_sent = /** @type {((inputs?: Trips_All_SentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_All_SentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_all_sent(inputs)
	if (locale === "de") return de_trips_all_sent(inputs)
	if (locale === "fr") return fr_trips_all_sent(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_all_sent(inputs)
	return en_trips_all_sent(inputs)
});