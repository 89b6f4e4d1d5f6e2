/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Trips_Drop_LabelInputs */

const en_trips_drop_label = /** @type {(inputs: Trips_Drop_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop ${i?.name} from its sighting`)
};

const es_trips_drop_label = /** @type {(inputs: Trips_Drop_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.name} de su avistamiento`)
};

const de_trips_drop_label = /** @type {(inputs: Trips_Drop_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aus der Sichtung entfernen`)
};

const fr_trips_drop_label = /** @type {(inputs: Trips_Drop_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name} de son observation`)
};

const zh_hans1_trips_drop_label = /** @type {(inputs: Trips_Drop_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`将 ${i?.name} 从目击记录中移除`)
};

/**
* | output |
* | --- |
* | "Drop {name} from its sighting" |
*
* @param {Trips_Drop_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_drop_label = /** @type {((inputs: Trips_Drop_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Drop_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_drop_label(inputs)
	if (locale === "de") return de_trips_drop_label(inputs)
	if (locale === "fr") return fr_trips_drop_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_drop_label(inputs)
	return en_trips_drop_label(inputs)
});