/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Review_HeadingInputs */

const en_history_review_heading = /** @type {(inputs: History_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert review`)
};

const es_history_review_heading = /** @type {(inputs: History_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión de expertos`)
};

const de_history_review_heading = /** @type {(inputs: History_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfung durch Fachleute`)
};

const fr_history_review_heading = /** @type {(inputs: History_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis d’experts`)
};

const zh_hans1_history_review_heading = /** @type {(inputs: History_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家审核`)
};

/**
* | output |
* | --- |
* | "Expert review" |
*
* @param {History_Review_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_review_heading = /** @type {((inputs?: History_Review_HeadingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Review_HeadingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_review_heading(inputs)
	if (locale === "de") return de_history_review_heading(inputs)
	if (locale === "fr") return fr_history_review_heading(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_review_heading(inputs)
	return en_history_review_heading(inputs)
});