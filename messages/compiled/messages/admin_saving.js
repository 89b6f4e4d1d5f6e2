/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SavingInputs */

const en_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const es_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const de_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

const fr_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const zh_hans1_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在保存…`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_saving = /** @type {((inputs?: Admin_SavingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SavingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_saving(inputs)
	if (locale === "de") return de_admin_saving(inputs)
	if (locale === "fr") return fr_admin_saving(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_saving(inputs)
	return en_admin_saving(inputs)
});