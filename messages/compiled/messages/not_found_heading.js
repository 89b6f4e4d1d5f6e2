/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_HeadingInputs */

const en_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 Page Not Found`)
};

const es_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 Página no encontrada`)
};

const de_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 Seite nicht gefunden`)
};

const fr_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 Page introuvable`)
};

const zh_hans1_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 页面未找到`)
};

/**
* | output |
* | --- |
* | "404 Page Not Found" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const not_found_heading = /** @type {((inputs?: Not_Found_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_not_found_heading(inputs)
	if (locale === "de") return de_not_found_heading(inputs)
	if (locale === "fr") return fr_not_found_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_not_found_heading(inputs)
	return en_not_found_heading(inputs)
});