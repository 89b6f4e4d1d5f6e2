/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Review_AskedInputs */

const en_history_toast_review_asked = /** @type {(inputs: History_Toast_Review_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts will look at this sighting.`)
};

const es_history_toast_review_asked = /** @type {(inputs: History_Toast_Review_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los expertos revisarán este avistamiento.`)
};

const de_history_toast_review_asked = /** @type {(inputs: History_Toast_Review_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachleute sehen sich diese Sichtung an.`)
};

const fr_history_toast_review_asked = /** @type {(inputs: History_Toast_Review_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des experts vont examiner cette observation.`)
};

const zh_hans1_history_toast_review_asked = /** @type {(inputs: History_Toast_Review_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家将查看这条目击记录。`)
};

/**
* | output |
* | --- |
* | "Experts will look at this sighting." |
*
* @param {History_Toast_Review_AskedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_review_asked = /** @type {((inputs?: History_Toast_Review_AskedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Review_AskedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_review_asked(inputs)
	if (locale === "de") return de_history_toast_review_asked(inputs)
	if (locale === "fr") return fr_history_toast_review_asked(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_review_asked(inputs)
	return en_history_toast_review_asked(inputs)
});