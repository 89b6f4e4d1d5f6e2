/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Tools_All_StatusesInputs */

const en_history_tools_all_statuses = /** @type {(inputs: History_Tools_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const es_history_tools_all_statuses = /** @type {(inputs: History_Tools_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los estados`)
};

const de_history_tools_all_statuses = /** @type {(inputs: History_Tools_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Schutzstatus`)
};

const fr_history_tools_all_statuses = /** @type {(inputs: History_Tools_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les statuts`)
};

const zh_hans1_history_tools_all_statuses = /** @type {(inputs: History_Tools_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部保护状况`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {History_Tools_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_all_statuses = /** @type {((inputs?: History_Tools_All_StatusesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_All_StatusesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_all_statuses(inputs)
	if (locale === "de") return de_history_tools_all_statuses(inputs)
	if (locale === "fr") return fr_history_tools_all_statuses(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_all_statuses(inputs)
	return en_history_tools_all_statuses(inputs)
});