/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_View_IdentificationsInputs */

const en_history_view_identifications = /** @type {(inputs: History_View_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifications`)
};

const es_history_view_identifications = /** @type {(inputs: History_View_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificaciones`)
};

const de_history_view_identifications = /** @type {(inputs: History_View_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmungen`)
};

const fr_history_view_identifications = /** @type {(inputs: History_View_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifications`)
};

const zh_hans1_history_view_identifications = /** @type {(inputs: History_View_IdentificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别记录`)
};

/**
* | output |
* | --- |
* | "Identifications" |
*
* @param {History_View_IdentificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_view_identifications = /** @type {((inputs?: History_View_IdentificationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_View_IdentificationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_view_identifications(inputs)
	if (locale === "de") return de_history_view_identifications(inputs)
	if (locale === "fr") return fr_history_view_identifications(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_view_identifications(inputs)
	return en_history_view_identifications(inputs)
});