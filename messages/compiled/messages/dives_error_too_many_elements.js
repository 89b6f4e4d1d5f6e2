/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_Too_Many_ElementsInputs */

const en_dives_error_too_many_elements = /** @type {(inputs: Dives_Error_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log has too many elements to be read`)
};

const es_dives_error_too_many_elements = /** @type {(inputs: Dives_Error_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro tiene demasiados elementos para leerlo`)
};

const de_dives_error_too_many_elements = /** @type {(inputs: Dives_Error_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Logbuch hat zu viele Elemente, um gelesen zu werden`)
};

const fr_dives_error_too_many_elements = /** @type {(inputs: Dives_Error_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce carnet contient trop d’éléments pour être lu`)
};

const zh_hans1_dives_error_too_many_elements = /** @type {(inputs: Dives_Error_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此潜水日志的元素过多，无法读取`)
};

/**
* | output |
* | --- |
* | "This dive log has too many elements to be read" |
*
* @param {Dives_Error_Too_Many_ElementsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_too_many_elements = /** @type {((inputs?: Dives_Error_Too_Many_ElementsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Too_Many_ElementsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_too_many_elements(inputs)
	if (locale === "de") return de_dives_error_too_many_elements(inputs)
	if (locale === "fr") return fr_dives_error_too_many_elements(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_too_many_elements(inputs)
	return en_dives_error_too_many_elements(inputs)
});