/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waiting_DismissInputs */

const en_waiting_dismiss = /** @type {(inputs: Waiting_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const es_waiting_dismiss = /** @type {(inputs: Waiting_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

const de_waiting_dismiss = /** @type {(inputs: Waiting_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

const fr_waiting_dismiss = /** @type {(inputs: Waiting_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

const zh_hans1_waiting_dismiss = /** @type {(inputs: Waiting_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Waiting_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_dismiss = /** @type {((inputs?: Waiting_DismissInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_DismissInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_dismiss(inputs)
	if (locale === "de") return de_waiting_dismiss(inputs)
	if (locale === "fr") return fr_waiting_dismiss(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_dismiss(inputs)
	return en_waiting_dismiss(inputs)
});