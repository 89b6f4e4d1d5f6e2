/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Sent_AgreeInputs */

const en_reviews_sent_agree = /** @type {(inputs: Reviews_Sent_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You agreed with the answer.`)
};

const es_reviews_sent_agree = /** @type {(inputs: Reviews_Sent_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás de acuerdo con la respuesta.`)
};

const de_reviews_sent_agree = /** @type {(inputs: Reviews_Sent_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast der Antwort zugestimmt.`)
};

const fr_reviews_sent_agree = /** @type {(inputs: Reviews_Sent_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez approuvé la réponse.`)
};

const zh_hans1_reviews_sent_agree = /** @type {(inputs: Reviews_Sent_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你同意了这个答案。`)
};

/**
* | output |
* | --- |
* | "You agreed with the answer." |
*
* @param {Reviews_Sent_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_sent_agree = /** @type {((inputs?: Reviews_Sent_AgreeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Sent_AgreeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_sent_agree(inputs)
	if (locale === "de") return de_reviews_sent_agree(inputs)
	if (locale === "fr") return fr_reviews_sent_agree(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_sent_agree(inputs)
	return en_reviews_sent_agree(inputs)
});