/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown> }} Trips_Merge_LabelInputs */

const en_trips_merge_label = /** @type {(inputs: Trips_Merge_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merge sighting ${i?.index} with the next`)
};

const es_trips_merge_label = /** @type {(inputs: Trips_Merge_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unir el avistamiento ${i?.index} con el siguiente`)
};

const de_trips_merge_label = /** @type {(inputs: Trips_Merge_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sichtung ${i?.index} mit der nächsten zusammenführen`)
};

const fr_trips_merge_label = /** @type {(inputs: Trips_Merge_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fusionner l'observation ${i?.index} avec la suivante`)
};

const zh_hans1_trips_merge_label = /** @type {(inputs: Trips_Merge_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`将目击 ${i?.index} 与下一个合并`)
};

/**
* | output |
* | --- |
* | "Merge sighting {index} with the next" |
*
* @param {Trips_Merge_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_merge_label = /** @type {((inputs: Trips_Merge_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Merge_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_merge_label(inputs)
	if (locale === "de") return de_trips_merge_label(inputs)
	if (locale === "fr") return fr_trips_merge_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_merge_label(inputs)
	return en_trips_merge_label(inputs)
});