/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_UntilInputs */

const en_history_tools_until = /** @type {(inputs: History_Tools_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seen until`)
};

const es_history_tools_until = /** @type {(inputs: History_Tools_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visto hasta`)
};

const de_history_tools_until = /** @type {(inputs: History_Tools_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesehen bis`)
};

const fr_history_tools_until = /** @type {(inputs: History_Tools_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vu jusqu’au`)
};

const zh_hans1_history_tools_until = /** @type {(inputs: History_Tools_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`观察日期止`)
};

/**
* | output |
* | --- |
* | "Seen until" |
*
* @param {History_Tools_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_until = /** @type {((inputs?: History_Tools_UntilInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_UntilInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_until(inputs)
	if (locale === "de") return de_history_tools_until(inputs)
	if (locale === "fr") return fr_history_tools_until(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_until(inputs)
	return en_history_tools_until(inputs)
});