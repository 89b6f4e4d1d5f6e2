/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Identify_BatchInputs */

const en_trips_identify_batch = /** @type {(inputs: Trips_Identify_BatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheaper, in a batch: the results come within a day`)
};

const es_trips_identify_batch = /** @type {(inputs: Trips_Identify_BatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más barato, por lotes: los resultados llegan en un día`)
};

const de_trips_identify_batch = /** @type {(inputs: Trips_Identify_BatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Günstiger, gesammelt: die Ergebnisse kommen innerhalb eines Tages`)
};

const fr_trips_identify_batch = /** @type {(inputs: Trips_Identify_BatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins cher, par lot : les résultats arrivent dans la journée`)
};

const zh_hans1_trips_identify_batch = /** @type {(inputs: Trips_Identify_BatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更便宜，批量处理：结果在一天内送达`)
};

/**
* | output |
* | --- |
* | "Cheaper, in a batch: the results come within a day" |
*
* @param {Trips_Identify_BatchInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_identify_batch = /** @type {((inputs?: Trips_Identify_BatchInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Identify_BatchInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_identify_batch(inputs)
	if (locale === "de") return de_trips_identify_batch(inputs)
	if (locale === "fr") return fr_trips_identify_batch(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_identify_batch(inputs)
	return en_trips_identify_batch(inputs)
});