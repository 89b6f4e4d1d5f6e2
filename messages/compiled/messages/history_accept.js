/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_AcceptInputs */

const en_history_accept = /** @type {(inputs: History_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const es_history_accept = /** @type {(inputs: History_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

const de_history_accept = /** @type {(inputs: History_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übernehmen`)
};

const fr_history_accept = /** @type {(inputs: History_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter`)
};

const zh_hans1_history_accept = /** @type {(inputs: History_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接受`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {History_AcceptInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_accept = /** @type {((inputs?: History_AcceptInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_AcceptInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_accept(inputs)
	if (locale === "de") return de_history_accept(inputs)
	if (locale === "fr") return fr_history_accept(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_accept(inputs)
	return en_history_accept(inputs)
});