/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_For_Experts_TextInputs */

const en_reviews_for_experts_text = /** @type {(inputs: Reviews_For_Experts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts confirm or correct the answers of other divers' sightings. An admin can make you an expert for the groups you know.`)
};

const es_reviews_for_experts_text = /** @type {(inputs: Reviews_For_Experts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los expertos confirman o corrigen las respuestas de los avistamientos de otros buceadores. Un administrador puede hacerte experto en los grupos que conoces.`)
};

const de_reviews_for_experts_text = /** @type {(inputs: Reviews_For_Experts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachleute bestätigen oder berichtigen die Antworten zu den Sichtungen anderer Taucher. Ein Admin kann dich zur Fachperson für die Gruppen machen, die du kennst.`)
};

const fr_reviews_for_experts_text = /** @type {(inputs: Reviews_For_Experts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les experts confirment ou corrigent les réponses des observations d’autres plongeurs. Un administrateur peut vous nommer expert des groupes que vous connaissez.`)
};

const zh_hans1_reviews_for_experts_text = /** @type {(inputs: Reviews_For_Experts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家会确认或更正其他潜水员目击记录的答案。管理员可以让你成为你所熟悉类群的专家。`)
};

/**
* | output |
* | --- |
* | "Experts confirm or correct the answers of other divers' sightings. An admin can make you an expert for the groups you know." |
*
* @param {Reviews_For_Experts_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const reviews_for_experts_text = /** @type {((inputs?: Reviews_For_Experts_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_For_Experts_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_for_experts_text(inputs)
	if (locale === "de") return de_reviews_for_experts_text(inputs)
	if (locale === "fr") return fr_reviews_for_experts_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_reviews_for_experts_text(inputs)
	return en_reviews_for_experts_text(inputs)
});