/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Expert_SavedInputs */

const en_admin_expert_saved = /** @type {(inputs: Admin_Expert_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert saved`)
};

const es_admin_expert_saved = /** @type {(inputs: Admin_Expert_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experto guardado`)
};

const de_admin_expert_saved = /** @type {(inputs: Admin_Expert_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experte gespeichert`)
};

const fr_admin_expert_saved = /** @type {(inputs: Admin_Expert_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert enregistré`)
};

const zh_hans1_admin_expert_saved = /** @type {(inputs: Admin_Expert_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家设置已保存`)
};

/**
* | output |
* | --- |
* | "Expert saved" |
*
* @param {Admin_Expert_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_expert_saved = /** @type {((inputs?: Admin_Expert_SavedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Expert_SavedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_expert_saved(inputs)
	if (locale === "de") return de_admin_expert_saved(inputs)
	if (locale === "fr") return fr_admin_expert_saved(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_expert_saved(inputs)
	return en_admin_expert_saved(inputs)
});