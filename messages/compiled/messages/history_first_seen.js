/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_First_SeenInputs */

const en_history_first_seen = /** @type {(inputs: History_First_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First seen`)
};

const es_history_first_seen = /** @type {(inputs: History_First_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primera vez`)
};

const de_history_first_seen = /** @type {(inputs: History_First_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuerst gesehen`)
};

const fr_history_first_seen = /** @type {(inputs: History_First_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Première observation`)
};

const zh_hans1_history_first_seen = /** @type {(inputs: History_First_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首次目击`)
};

/**
* | output |
* | --- |
* | "First seen" |
*
* @param {History_First_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_first_seen = /** @type {((inputs?: History_First_SeenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_First_SeenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_first_seen(inputs)
	if (locale === "de") return de_history_first_seen(inputs)
	if (locale === "fr") return fr_history_first_seen(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_first_seen(inputs)
	return en_history_first_seen(inputs)
});