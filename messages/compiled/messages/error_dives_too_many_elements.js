/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Too_Many_ElementsInputs */

const en_error_dives_too_many_elements = /** @type {(inputs: Error_Dives_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log has too many elements to be read`)
};

const es_error_dives_too_many_elements = /** @type {(inputs: Error_Dives_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro de inmersiones tiene demasiados elementos para leerlo`)
};

const de_error_dives_too_many_elements = /** @type {(inputs: Error_Dives_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Tauchlogbuch hat zu viele Elemente, um gelesen zu werden`)
};

const fr_error_dives_too_many_elements = /** @type {(inputs: Error_Dives_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce carnet de plongée contient trop d’éléments pour être lu`)
};

const zh_hans1_error_dives_too_many_elements = /** @type {(inputs: Error_Dives_Too_Many_ElementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此潜水日志的元素过多，无法读取`)
};

/**
* | output |
* | --- |
* | "This dive log has too many elements to be read" |
*
* @param {Error_Dives_Too_Many_ElementsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_too_many_elements = /** @type {((inputs?: Error_Dives_Too_Many_ElementsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Too_Many_ElementsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_too_many_elements(inputs)
	if (locale === "de") return de_error_dives_too_many_elements(inputs)
	if (locale === "fr") return fr_error_dives_too_many_elements(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_too_many_elements(inputs)
	return en_error_dives_too_many_elements(inputs)
});