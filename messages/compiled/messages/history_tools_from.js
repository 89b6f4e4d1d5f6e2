/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_FromInputs */

const en_history_tools_from = /** @type {(inputs: History_Tools_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seen from`)
};

const es_history_tools_from = /** @type {(inputs: History_Tools_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visto desde`)
};

const de_history_tools_from = /** @type {(inputs: History_Tools_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesehen ab`)
};

const fr_history_tools_from = /** @type {(inputs: History_Tools_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vu à partir du`)
};

const zh_hans1_history_tools_from = /** @type {(inputs: History_Tools_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`观察日期起`)
};

/**
* | output |
* | --- |
* | "Seen from" |
*
* @param {History_Tools_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_from = /** @type {((inputs?: History_Tools_FromInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_FromInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_from(inputs)
	if (locale === "de") return de_history_tools_from(inputs)
	if (locale === "fr") return fr_history_tools_from(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_from(inputs)
	return en_history_tools_from(inputs)
});