/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Trips_Move_LabelInputs */

const en_trips_move_label = /** @type {(inputs: Trips_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.name} to`)
};

const es_trips_move_label = /** @type {(inputs: Trips_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mover ${i?.name} a`)
};

const de_trips_move_label = /** @type {(inputs: Trips_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verschieben nach`)
};

const fr_trips_move_label = /** @type {(inputs: Trips_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déplacer ${i?.name} vers`)
};

const zh_hans1_trips_move_label = /** @type {(inputs: Trips_Move_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`将 ${i?.name} 移至`)
};

/**
* | output |
* | --- |
* | "Move {name} to" |
*
* @param {Trips_Move_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_move_label = /** @type {((inputs: Trips_Move_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Move_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_move_label(inputs)
	if (locale === "de") return de_trips_move_label(inputs)
	if (locale === "fr") return fr_trips_move_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_move_label(inputs)
	return en_trips_move_label(inputs)
});