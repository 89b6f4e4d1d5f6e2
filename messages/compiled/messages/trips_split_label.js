/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, name: NonNullable<unknown> }} Trips_Split_LabelInputs */

const en_trips_split_label = /** @type {(inputs: Trips_Split_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Split sighting ${i?.index} from ${i?.name}`)
};

const es_trips_split_label = /** @type {(inputs: Trips_Split_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Separar el avistamiento ${i?.index} desde ${i?.name}`)
};

const de_trips_split_label = /** @type {(inputs: Trips_Split_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sichtung ${i?.index} ab ${i?.name} teilen`)
};

const fr_trips_split_label = /** @type {(inputs: Trips_Split_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Séparer l'observation ${i?.index} à partir de ${i?.name}`)
};

const zh_hans1_trips_split_label = /** @type {(inputs: Trips_Split_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`从 ${i?.name} 起拆分目击 ${i?.index}`)
};

/**
* | output |
* | --- |
* | "Split sighting {index} from {name}" |
*
* @param {Trips_Split_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_split_label = /** @type {((inputs: Trips_Split_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Split_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_split_label(inputs)
	if (locale === "de") return de_trips_split_label(inputs)
	if (locale === "fr") return fr_trips_split_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_split_label(inputs)
	return en_trips_split_label(inputs)
});