/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Are_You_SureInputs */

const en_admin_are_you_sure = /** @type {(inputs: Admin_Are_You_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure?`)
};

const es_admin_are_you_sure = /** @type {(inputs: Admin_Are_You_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro?`)
};

const de_admin_are_you_sure = /** @type {(inputs: Admin_Are_You_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bist du sicher?`)
};

const fr_admin_are_you_sure = /** @type {(inputs: Admin_Are_You_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Êtes-vous sûr ?`)
};

const zh_hans1_admin_are_you_sure = /** @type {(inputs: Admin_Are_You_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定吗？`)
};

/**
* | output |
* | --- |
* | "Are you sure?" |
*
* @param {Admin_Are_You_SureInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_are_you_sure = /** @type {((inputs?: Admin_Are_You_SureInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Are_You_SureInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_are_you_sure(inputs)
	if (locale === "de") return de_admin_are_you_sure(inputs)
	if (locale === "fr") return fr_admin_are_you_sure(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_are_you_sure(inputs)
	return en_admin_are_you_sure(inputs)
});