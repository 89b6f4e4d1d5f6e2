/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_UnpublishInputs */

const en_admin_action_unpublish = /** @type {(inputs: Admin_Action_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpublished identification`)
};

const es_admin_action_unpublish = /** @type {(inputs: Admin_Action_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación retirada`)
};

const de_admin_action_unpublish = /** @type {(inputs: Admin_Action_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichung zurückgenommen`)
};

const fr_admin_action_unpublish = /** @type {(inputs: Admin_Action_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification dépubliée`)
};

const zh_hans1_admin_action_unpublish = /** @type {(inputs: Admin_Action_UnpublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消发布了识别`)
};

/**
* | output |
* | --- |
* | "Unpublished identification" |
*
* @param {Admin_Action_UnpublishInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_unpublish = /** @type {((inputs?: Admin_Action_UnpublishInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_UnpublishInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_unpublish(inputs)
	if (locale === "de") return de_admin_action_unpublish(inputs)
	if (locale === "fr") return fr_admin_action_unpublish(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_unpublish(inputs)
	return en_admin_action_unpublish(inputs)
});