/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Accuracy_DescriptionInputs */

const en_admin_accuracy_description = /** @type {(inputs: Admin_Accuracy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How often the model's answer agrees with the taxon experts verified: at species, genus and family, per class and month; its stops above species; and how far its confidence can be trusted`)
};

const es_admin_accuracy_description = /** @type {(inputs: Admin_Accuracy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con qué frecuencia la respuesta del modelo coincide con el taxón que verificaron los expertos: en especie, género y familia, por clase y por mes; cuándo se detiene por encima de la especie; y hasta qué punto se puede fiar de su confianza`)
};

const de_admin_accuracy_description = /** @type {(inputs: Admin_Accuracy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie oft die Antwort des Modells mit dem von Experten geprüften Taxon übereinstimmt: bei Art, Gattung und Familie, je Klasse und Monat; wann es oberhalb der Art stehen bleibt; und wie weit man seiner Sicherheit trauen kann`)
};

const fr_admin_accuracy_description = /** @type {(inputs: Admin_Accuracy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À quelle fréquence la réponse du modèle concorde avec le taxon vérifié par les experts : à l’espèce, au genre et à la famille, par classe et par mois ; ses arrêts au-dessus de l’espèce ; et jusqu’où l’on peut se fier à sa confiance`)
};

const zh_hans1_admin_accuracy_description = /** @type {(inputs: Admin_Accuracy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模型的回答与专家核实的分类单元一致的频率：分别在种、属和科一级，按纲和月份统计；它停在种以上级别的情况；以及它的置信度有多可靠`)
};

/**
* | output |
* | --- |
* | "How often the model's answer agrees with the taxon experts verified: at species, genus and family, per class and month; its stops above species; and how far ..." |
*
* @param {Admin_Accuracy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_accuracy_description = /** @type {((inputs?: Admin_Accuracy_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Accuracy_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_accuracy_description(inputs)
	if (locale === "de") return de_admin_accuracy_description(inputs)
	if (locale === "fr") return fr_admin_accuracy_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_accuracy_description(inputs)
	return en_admin_accuracy_description(inputs)
});