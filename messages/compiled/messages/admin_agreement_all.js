/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Agreement_AllInputs */

const en_admin_agreement_all = /** @type {(inputs: Admin_Agreement_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top-1 agreement with the experts, all months`)
};

const es_admin_agreement_all = /** @type {(inputs: Admin_Agreement_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coincidencia de la primera respuesta con los expertos, todos los meses`)
};

const de_admin_agreement_all = /** @type {(inputs: Admin_Agreement_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übereinstimmung der ersten Antwort mit den Experten, alle Monate`)
};

const fr_admin_agreement_all = /** @type {(inputs: Admin_Agreement_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concordance de la première réponse avec les experts, tous les mois`)
};

const zh_hans1_admin_agreement_all = /** @type {(inputs: Admin_Agreement_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首选答案与专家一致的比例（全部月份）`)
};

/**
* | output |
* | --- |
* | "Top-1 agreement with the experts, all months" |
*
* @param {Admin_Agreement_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_agreement_all = /** @type {((inputs?: Admin_Agreement_AllInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Agreement_AllInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_agreement_all(inputs)
	if (locale === "de") return de_admin_agreement_all(inputs)
	if (locale === "fr") return fr_admin_agreement_all(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_agreement_all(inputs)
	return en_admin_agreement_all(inputs)
});