/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ImageInputs */

const en_admin_image = /** @type {(inputs: Admin_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const es_admin_image = /** @type {(inputs: Admin_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen`)
};

const de_admin_image = /** @type {(inputs: Admin_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

const fr_admin_image = /** @type {(inputs: Admin_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const zh_hans1_admin_image = /** @type {(inputs: Admin_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Admin_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_image = /** @type {((inputs?: Admin_ImageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ImageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_image(inputs)
	if (locale === "de") return de_admin_image(inputs)
	if (locale === "fr") return fr_admin_image(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_image(inputs)
	return en_admin_image(inputs)
});