/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_SendingInputs */

const en_reviews_sending = /** @type {(inputs: Reviews_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const es_reviews_sending = /** @type {(inputs: Reviews_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const de_reviews_sending = /** @type {(inputs: Reviews_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet…`)
};

const fr_reviews_sending = /** @type {(inputs: Reviews_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const zh_hans1_reviews_sending = /** @type {(inputs: Reviews_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在发送…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Reviews_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_sending = /** @type {((inputs?: Reviews_SendingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_SendingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_sending(inputs)
	if (locale === "de") return de_reviews_sending(inputs)
	if (locale === "fr") return fr_reviews_sending(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_sending(inputs)
	return en_reviews_sending(inputs)
});