/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Publish_FailedInputs */

const en_admin_publish_failed = /** @type {(inputs: Admin_Publish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to publish identification`)
};

const es_admin_publish_failed = /** @type {(inputs: Admin_Publish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido publicar la identificación`)
};

const de_admin_publish_failed = /** @type {(inputs: Admin_Publish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmung konnte nicht veröffentlicht werden`)
};

const fr_admin_publish_failed = /** @type {(inputs: Admin_Publish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de publier l’identification`)
};

const zh_hans1_admin_publish_failed = /** @type {(inputs: Admin_Publish_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布识别失败`)
};

/**
* | output |
* | --- |
* | "Failed to publish identification" |
*
* @param {Admin_Publish_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_publish_failed = /** @type {((inputs?: Admin_Publish_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Publish_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_publish_failed(inputs)
	if (locale === "de") return de_admin_publish_failed(inputs)
	if (locale === "fr") return fr_admin_publish_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_publish_failed(inputs)
	return en_admin_publish_failed(inputs)
});