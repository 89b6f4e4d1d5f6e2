/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_PublishInputs */

const en_admin_action_publish = /** @type {(inputs: Admin_Action_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published identification`)
};

const es_admin_action_publish = /** @type {(inputs: Admin_Action_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificación publicada`)
};

const de_admin_action_publish = /** @type {(inputs: Admin_Action_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung veröffentlicht`)
};

const fr_admin_action_publish = /** @type {(inputs: Admin_Action_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification publiée`)
};

const zh_hans1_admin_action_publish = /** @type {(inputs: Admin_Action_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布了识别`)
};

/**
* | output |
* | --- |
* | "Published identification" |
*
* @param {Admin_Action_PublishInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_action_publish = /** @type {((inputs?: Admin_Action_PublishInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_PublishInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_action_publish(inputs)
	if (locale === "de") return de_admin_action_publish(inputs)
	if (locale === "fr") return fr_admin_action_publish(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_action_publish(inputs)
	return en_admin_action_publish(inputs)
});