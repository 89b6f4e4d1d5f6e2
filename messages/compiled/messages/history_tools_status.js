/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_StatusInputs */

const en_history_tools_status = /** @type {(inputs: History_Tools_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservation status`)
};

const es_history_tools_status = /** @type {(inputs: History_Tools_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de conservación`)
};

const de_history_tools_status = /** @type {(inputs: History_Tools_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schutzstatus`)
};

const fr_history_tools_status = /** @type {(inputs: History_Tools_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut de conservation`)
};

const zh_hans1_history_tools_status = /** @type {(inputs: History_Tools_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保护状况`)
};

/**
* | output |
* | --- |
* | "Conservation status" |
*
* @param {History_Tools_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_status = /** @type {((inputs?: History_Tools_StatusInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_StatusInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_status(inputs)
	if (locale === "de") return de_history_tools_status(inputs)
	if (locale === "fr") return fr_history_tools_status(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_status(inputs)
	return en_history_tools_status(inputs)
});