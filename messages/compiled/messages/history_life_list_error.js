/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Life_List_ErrorInputs */

const en_history_life_list_error = /** @type {(inputs: History_Life_List_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your life list could not be loaded. Please try again later.`)
};

const es_history_life_list_error = /** @type {(inputs: History_Life_List_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar tu lista de especies. Vuelve a intentarlo más tarde.`)
};

const de_history_life_list_error = /** @type {(inputs: History_Life_List_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Artenliste konnte nicht geladen werden. Bitte versuche es später noch einmal.`)
};

const fr_history_life_list_error = /** @type {(inputs: History_Life_List_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger votre liste d’espèces. Réessayez plus tard.`)
};

const zh_hans1_history_life_list_error = /** @type {(inputs: History_Life_List_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载你的物种清单，请稍后再试。`)
};

/**
* | output |
* | --- |
* | "Your life list could not be loaded. Please try again later." |
*
* @param {History_Life_List_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_life_list_error = /** @type {((inputs?: History_Life_List_ErrorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Life_List_ErrorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_life_list_error(inputs)
	if (locale === "de") return de_history_life_list_error(inputs)
	if (locale === "fr") return fr_history_life_list_error(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_life_list_error(inputs)
	return en_history_life_list_error(inputs)
});