/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Feature_FailedInputs */

const en_admin_feature_failed = /** @type {(inputs: Admin_Feature_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update the featured photo`)
};

const es_admin_feature_failed = /** @type {(inputs: Admin_Feature_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido actualizar la foto destacada`)
};

const de_admin_feature_failed = /** @type {(inputs: Admin_Feature_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelfoto konnte nicht aktualisiert werden`)
};

const fr_admin_feature_failed = /** @type {(inputs: Admin_Feature_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour la photo mise en avant`)
};

const zh_hans1_admin_feature_failed = /** @type {(inputs: Admin_Feature_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新精选照片失败`)
};

/**
* | output |
* | --- |
* | "Failed to update the featured photo" |
*
* @param {Admin_Feature_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_feature_failed = /** @type {((inputs?: Admin_Feature_FailedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feature_FailedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_feature_failed(inputs)
	if (locale === "de") return de_admin_feature_failed(inputs)
	if (locale === "fr") return fr_admin_feature_failed(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_feature_failed(inputs)
	return en_admin_feature_failed(inputs)
});