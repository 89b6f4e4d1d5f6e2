/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refusal_No_ConsentInputs */

const en_admin_refusal_no_consent = /** @type {(inputs: Admin_Refusal_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner has not allowed this identification in the public catalogue.`)
};

const es_admin_refusal_no_consent = /** @type {(inputs: Admin_Refusal_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su autor no ha permitido esta identificación en el catálogo público.`)
};

const de_admin_refusal_no_consent = /** @type {(inputs: Admin_Refusal_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Urheber hat diese Bestimmung nicht für den öffentlichen Katalog freigegeben.`)
};

const fr_admin_refusal_no_consent = /** @type {(inputs: Admin_Refusal_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son auteur n’a pas autorisé cette identification dans le catalogue public.`)
};

const zh_hans1_admin_refusal_no_consent = /** @type {(inputs: Admin_Refusal_No_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作者没有允许将这条识别收入公开图鉴。`)
};

/**
* | output |
* | --- |
* | "The owner has not allowed this identification in the public catalogue." |
*
* @param {Admin_Refusal_No_ConsentInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_refusal_no_consent = /** @type {((inputs?: Admin_Refusal_No_ConsentInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refusal_No_ConsentInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refusal_no_consent(inputs)
	if (locale === "de") return de_admin_refusal_no_consent(inputs)
	if (locale === "fr") return fr_admin_refusal_no_consent(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_refusal_no_consent(inputs)
	return en_admin_refusal_no_consent(inputs)
});