/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Featured_Already_TextInputs */

const en_admin_featured_already_text = /** @type {(inputs: Admin_Featured_Already_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its species page already shows this photo and its text.`)
};

const es_admin_featured_already_text = /** @type {(inputs: Admin_Featured_Already_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su página de especie ya muestra esta foto y su texto.`)
};

const de_admin_featured_already_text = /** @type {(inputs: Admin_Featured_Already_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seine Artenseite zeigt dieses Foto und seinen Text bereits.`)
};

const fr_admin_featured_already_text = /** @type {(inputs: Admin_Featured_Already_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sa page d’espèce affiche déjà cette photo et son texte.`)
};

const zh_hans1_admin_featured_already_text = /** @type {(inputs: Admin_Featured_Already_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它的物种页面已经在展示这张照片及其文字。`)
};

/**
* | output |
* | --- |
* | "Its species page already shows this photo and its text." |
*
* @param {Admin_Featured_Already_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_featured_already_text = /** @type {((inputs?: Admin_Featured_Already_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Featured_Already_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_featured_already_text(inputs)
	if (locale === "de") return de_admin_featured_already_text(inputs)
	if (locale === "fr") return fr_admin_featured_already_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_featured_already_text(inputs)
	return en_admin_featured_already_text(inputs)
});