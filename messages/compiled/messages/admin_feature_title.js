/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Feature_TitleInputs */

const en_admin_feature_title = /** @type {(inputs: Admin_Feature_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feature on its species page: the page shows this photo's text`)
};

const es_admin_feature_title = /** @type {(inputs: Admin_Feature_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacar en su página de especie: la página muestra el texto de esta foto`)
};

const de_admin_feature_title = /** @type {(inputs: Admin_Feature_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf seiner Artenseite als Titelfoto zeigen: Die Seite zeigt den Text dieses Fotos`)
};

const fr_admin_feature_title = /** @type {(inputs: Admin_Feature_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre en avant sur sa page d’espèce : la page affiche le texte de cette photo`)
};

const zh_hans1_admin_feature_title = /** @type {(inputs: Admin_Feature_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在物种页面设为精选：页面将展示这张照片的文字`)
};

/**
* | output |
* | --- |
* | "Feature on its species page: the page shows this photo's text" |
*
* @param {Admin_Feature_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_feature_title = /** @type {((inputs?: Admin_Feature_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Feature_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_feature_title(inputs)
	if (locale === "de") return de_admin_feature_title(inputs)
	if (locale === "fr") return fr_admin_feature_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_feature_title(inputs)
	return en_admin_feature_title(inputs)
});