/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_OfferInputs */

const en_history_review_offer = /** @type {(inputs: History_Review_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure of the answer? Experts can confirm it or name what it really is.`)
};

const es_history_review_offer = /** @type {(inputs: History_Review_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No estás seguro de la respuesta? Los expertos pueden confirmarla o decir qué es en realidad.`)
};

const de_history_review_offer = /** @type {(inputs: History_Review_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsicher bei der Antwort? Fachleute können sie bestätigen oder sagen, was es wirklich ist.`)
};

const fr_history_review_offer = /** @type {(inputs: History_Review_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas sûr de la réponse ? Des experts peuvent la confirmer ou dire ce que c’est vraiment.`)
};

const zh_hans1_history_review_offer = /** @type {(inputs: History_Review_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不确定这个答案？专家可以确认，或指出它究竟是什么。`)
};

/**
* | output |
* | --- |
* | "Not sure of the answer? Experts can confirm it or name what it really is." |
*
* @param {History_Review_OfferInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_offer = /** @type {((inputs?: History_Review_OfferInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_OfferInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_offer(inputs)
	if (locale === "de") return de_history_review_offer(inputs)
	if (locale === "fr") return fr_history_review_offer(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_offer(inputs)
	return en_history_review_offer(inputs)
});