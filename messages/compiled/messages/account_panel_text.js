/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Account_Panel_TextInputs */

const en_account_panel_text = /** @type {(inputs: Account_Panel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join divers, snorkelers, students and researchers who use ${i?.product} to put a name to what they saw underwater, and to learn how each species is doing.`)
};

const es_account_panel_text = /** @type {(inputs: Account_Panel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Únete a buceadores, snorkelistas, estudiantes e investigadores que usan ${i?.product} para poner nombre a lo que vieron bajo el agua y saber cómo le va a cada especie.`)
};

const de_account_panel_text = /** @type {(inputs: Account_Panel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schließ dich Tauchern, Schnorchlern, Studierenden und Forschenden an, die mit ${i?.product} benennen, was sie unter Wasser gesehen haben, und erfahren, wie es jeder Art geht.`)
};

const fr_account_panel_text = /** @type {(inputs: Account_Panel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejoignez les plongeurs, randonneurs palmés, étudiants et chercheurs qui utilisent ${i?.product} pour mettre un nom sur ce qu'ils ont vu sous l'eau et savoir comment se porte chaque espèce.`)
};

const zh_hans1_account_panel_text = /** @type {(inputs: Account_Panel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`加入潜水员、浮潜爱好者、学生和研究人员的行列，用 ${i?.product} 为水下所见命名，并了解每个物种的现状。`)
};

/**
* | output |
* | --- |
* | "Join divers, snorkelers, students and researchers who use {product} to put a name to what they saw underwater, and to learn how each species is doing." |
*
* @param {Account_Panel_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_panel_text = /** @type {((inputs: Account_Panel_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Panel_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_panel_text(inputs)
	if (locale === "de") return de_account_panel_text(inputs)
	if (locale === "fr") return fr_account_panel_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_panel_text(inputs)
	return en_account_panel_text(inputs)
});