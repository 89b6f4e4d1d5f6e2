/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_MoveInputs */

const en_trips_move = /** @type {(inputs: Trips_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move`)
};

const es_trips_move = /** @type {(inputs: Trips_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover`)
};

const de_trips_move = /** @type {(inputs: Trips_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verschieben`)
};

const fr_trips_move = /** @type {(inputs: Trips_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacer`)
};

const zh_hans1_trips_move = /** @type {(inputs: Trips_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移动`)
};

/**
* | output |
* | --- |
* | "Move" |
*
* @param {Trips_MoveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_move = /** @type {((inputs?: Trips_MoveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_MoveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_move(inputs)
	if (locale === "de") return de_trips_move(inputs)
	if (locale === "fr") return fr_trips_move(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_move(inputs)
	return en_trips_move(inputs)
});