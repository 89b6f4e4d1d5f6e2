/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_As_GivenInputs */

const en_maps_as_given = /** @type {(inputs: Maps_As_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as you gave it`)
};

const es_maps_as_given = /** @type {(inputs: Maps_As_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`como lo indicaste`)
};

const de_maps_as_given = /** @type {(inputs: Maps_As_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wie von dir angegeben`)
};

const fr_maps_as_given = /** @type {(inputs: Maps_As_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tel que vous l’avez indiqué`)
};

const zh_hans1_maps_as_given = /** @type {(inputs: Maps_As_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由你提供`)
};

/**
* | output |
* | --- |
* | "as you gave it" |
*
* @param {Maps_As_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_as_given = /** @type {((inputs?: Maps_As_GivenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_As_GivenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_as_given(inputs)
	if (locale === "de") return de_maps_as_given(inputs)
	if (locale === "fr") return fr_maps_as_given(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_as_given(inputs)
	return en_maps_as_given(inputs)
});