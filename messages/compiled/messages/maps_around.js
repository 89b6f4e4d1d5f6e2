/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cell: NonNullable<unknown> }} Maps_AroundInputs */

const en_maps_around = /** @type {(inputs: Maps_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Around ${i?.cell}`)
};

const es_maps_around = /** @type {(inputs: Maps_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerca de ${i?.cell}`)
};

const de_maps_around = /** @type {(inputs: Maps_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um ${i?.cell}`)
};

const fr_maps_around = /** @type {(inputs: Maps_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vers ${i?.cell}`)
};

const zh_hans1_maps_around = /** @type {(inputs: Maps_AroundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`约 ${i?.cell}`)
};

/**
* | output |
* | --- |
* | "Around {cell}" |
*
* @param {Maps_AroundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_around = /** @type {((inputs: Maps_AroundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_AroundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_around(inputs)
	if (locale === "de") return de_maps_around(inputs)
	if (locale === "fr") return fr_maps_around(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_around(inputs)
	return en_maps_around(inputs)
});