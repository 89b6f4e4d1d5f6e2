/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_Image_TextInputs */

const en_admin_no_image_text = /** @type {(inputs: Admin_No_Image_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification doesn't have an image stored.`)
};

const es_admin_no_image_text = /** @type {(inputs: Admin_No_Image_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación no tiene ninguna imagen guardada.`)
};

const de_admin_no_image_text = /** @type {(inputs: Admin_No_Image_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu dieser Bestimmung ist kein Bild gespeichert.`)
};

const fr_admin_no_image_text = /** @type {(inputs: Admin_No_Image_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune image n’est enregistrée pour cette identification.`)
};

const zh_hans1_admin_no_image_text = /** @type {(inputs: Admin_No_Image_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这条识别没有保存图片。`)
};

/**
* | output |
* | --- |
* | "This identification doesn't have an image stored." |
*
* @param {Admin_No_Image_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_image_text = /** @type {((inputs?: Admin_No_Image_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_Image_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_image_text(inputs)
	if (locale === "de") return de_admin_no_image_text(inputs)
	if (locale === "fr") return fr_admin_no_image_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_image_text(inputs)
	return en_admin_no_image_text(inputs)
});