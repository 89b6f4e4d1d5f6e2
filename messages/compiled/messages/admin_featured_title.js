/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Featured_TitleInputs */

const en_admin_featured_title = /** @type {(inputs: Admin_Featured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo whose text its species page shows`)
};

const es_admin_featured_title = /** @type {(inputs: Admin_Featured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La foto cuyo texto muestra su página de especie`)
};

const de_admin_featured_title = /** @type {(inputs: Admin_Featured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Foto, dessen Text seine Artenseite zeigt`)
};

const fr_admin_featured_title = /** @type {(inputs: Admin_Featured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La photo dont sa page d’espèce affiche le texte`)
};

const zh_hans1_admin_featured_title = /** @type {(inputs: Admin_Featured_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`物种页面正在展示其文字的照片`)
};

/**
* | output |
* | --- |
* | "The photo whose text its species page shows" |
*
* @param {Admin_Featured_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_featured_title = /** @type {((inputs?: Admin_Featured_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Featured_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_featured_title(inputs)
	if (locale === "de") return de_admin_featured_title(inputs)
	if (locale === "fr") return fr_admin_featured_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_featured_title(inputs)
	return en_admin_featured_title(inputs)
});