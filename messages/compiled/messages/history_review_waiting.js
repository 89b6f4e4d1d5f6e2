/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_WaitingInputs */

const en_history_review_waiting = /** @type {(inputs: History_Review_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts can review this sighting; you will be told when they do.`)
};

const es_history_review_waiting = /** @type {(inputs: History_Review_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los expertos pueden revisar este avistamiento; te avisaremos cuando lo hagan.`)
};

const de_history_review_waiting = /** @type {(inputs: History_Review_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachleute können diese Sichtung prüfen; du erfährst es, sobald sie es tun.`)
};

const fr_history_review_waiting = /** @type {(inputs: History_Review_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des experts peuvent examiner cette observation ; vous serez prévenu quand ils le feront.`)
};

const zh_hans1_history_review_waiting = /** @type {(inputs: History_Review_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家可以审核这条目击记录；审核后会通知你。`)
};

/**
* | output |
* | --- |
* | "Experts can review this sighting; you will be told when they do." |
*
* @param {History_Review_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_waiting = /** @type {((inputs?: History_Review_WaitingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_WaitingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_waiting(inputs)
	if (locale === "de") return de_history_review_waiting(inputs)
	if (locale === "fr") return fr_history_review_waiting(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_waiting(inputs)
	return en_history_review_waiting(inputs)
});