/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Accuracy_EmptyInputs */

const en_admin_accuracy_empty = /** @type {(inputs: Admin_Accuracy_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verified sightings yet: the figures appear once experts verify sightings.`)
};

const es_admin_accuracy_empty = /** @type {(inputs: Admin_Accuracy_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay avistamientos verificados: las cifras aparecerán cuando los expertos verifiquen avistamientos.`)
};

const de_admin_accuracy_empty = /** @type {(inputs: Admin_Accuracy_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine geprüften Sichtungen: Die Zahlen erscheinen, sobald Experten Sichtungen prüfen.`)
};

const fr_admin_accuracy_empty = /** @type {(inputs: Admin_Accuracy_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune observation vérifiée pour l’instant : les chiffres apparaîtront quand des experts vérifieront des observations.`)
};

const zh_hans1_admin_accuracy_empty = /** @type {(inputs: Admin_Accuracy_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂无经过核实的目击记录：专家核实目击记录后，这里会显示数据。`)
};

/**
* | output |
* | --- |
* | "No verified sightings yet: the figures appear once experts verify sightings." |
*
* @param {Admin_Accuracy_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_accuracy_empty = /** @type {((inputs?: Admin_Accuracy_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Accuracy_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_accuracy_empty(inputs)
	if (locale === "de") return de_admin_accuracy_empty(inputs)
	if (locale === "fr") return fr_admin_accuracy_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_accuracy_empty(inputs)
	return en_admin_accuracy_empty(inputs)
});