/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_ImageInputs */

const en_admin_no_image = /** @type {(inputs: Admin_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Image Available`)
};

const es_admin_no_image = /** @type {(inputs: Admin_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay imagen`)
};

const de_admin_no_image = /** @type {(inputs: Admin_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Bild vorhanden`)
};

const fr_admin_no_image = /** @type {(inputs: Admin_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune image disponible`)
};

const zh_hans1_admin_no_image = /** @type {(inputs: Admin_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有图片`)
};

/**
* | output |
* | --- |
* | "No Image Available" |
*
* @param {Admin_No_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_no_image = /** @type {((inputs?: Admin_No_ImageInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_ImageInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_image(inputs)
	if (locale === "de") return de_admin_no_image(inputs)
	if (locale === "fr") return fr_admin_no_image(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_no_image(inputs)
	return en_admin_no_image(inputs)
});