/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Last_SeenInputs */

const en_history_last_seen = /** @type {(inputs: History_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last seen`)
};

const es_history_last_seen = /** @type {(inputs: History_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última vez`)
};

const de_history_last_seen = /** @type {(inputs: History_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt gesehen`)
};

const fr_history_last_seen = /** @type {(inputs: History_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière observation`)
};

const zh_hans1_history_last_seen = /** @type {(inputs: History_Last_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近目击`)
};

/**
* | output |
* | --- |
* | "Last seen" |
*
* @param {History_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_last_seen = /** @type {((inputs?: History_Last_SeenInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Last_SeenInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_last_seen(inputs)
	if (locale === "de") return de_history_last_seen(inputs)
	if (locale === "fr") return fr_history_last_seen(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_last_seen(inputs)
	return en_history_last_seen(inputs)
});