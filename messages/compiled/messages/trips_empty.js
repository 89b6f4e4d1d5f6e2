/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_EmptyInputs */

const en_trips_empty = /** @type {(inputs: Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trips yet: start one above.`)
};

const es_trips_empty = /** @type {(inputs: Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay viajes: empieza uno arriba.`)
};

const de_trips_empty = /** @type {(inputs: Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Reisen: lege oben eine an.`)
};

const fr_trips_empty = /** @type {(inputs: Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun voyage pour le moment : commencez-en un ci-dessus.`)
};

const zh_hans1_trips_empty = /** @type {(inputs: Trips_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有旅行：请在上方新建一个。`)
};

/**
* | output |
* | --- |
* | "No trips yet: start one above." |
*
* @param {Trips_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_empty = /** @type {((inputs?: Trips_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_empty(inputs)
	if (locale === "de") return de_trips_empty(inputs)
	if (locale === "fr") return fr_trips_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_empty(inputs)
	return en_trips_empty(inputs)
});