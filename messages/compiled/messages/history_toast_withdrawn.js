/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_WithdrawnInputs */

const en_history_toast_withdrawn = /** @type {(inputs: History_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts no longer see this sighting.`)
};

const es_history_toast_withdrawn = /** @type {(inputs: History_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los expertos ya no ven este avistamiento.`)
};

const de_history_toast_withdrawn = /** @type {(inputs: History_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachleute sehen diese Sichtung nicht mehr.`)
};

const fr_history_toast_withdrawn = /** @type {(inputs: History_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les experts ne voient plus cette observation.`)
};

const zh_hans1_history_toast_withdrawn = /** @type {(inputs: History_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家不再能看到这条目击记录。`)
};

/**
* | output |
* | --- |
* | "Experts no longer see this sighting." |
*
* @param {History_Toast_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_withdrawn = /** @type {((inputs?: History_Toast_WithdrawnInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_WithdrawnInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_withdrawn(inputs)
	if (locale === "de") return de_history_toast_withdrawn(inputs)
	if (locale === "fr") return fr_history_toast_withdrawn(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_withdrawn(inputs)
	return en_history_toast_withdrawn(inputs)
});