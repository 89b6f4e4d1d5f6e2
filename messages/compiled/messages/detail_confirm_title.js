/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Confirm_TitleInputs */

const en_detail_confirm_title = /** @type {(inputs: Detail_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure?`)
};

const es_detail_confirm_title = /** @type {(inputs: Detail_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro?`)
};

const de_detail_confirm_title = /** @type {(inputs: Detail_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bist du sicher?`)
};

const fr_detail_confirm_title = /** @type {(inputs: Detail_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Êtes-vous sûr ?`)
};

const zh_hans1_detail_confirm_title = /** @type {(inputs: Detail_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定吗？`)
};

/**
* | output |
* | --- |
* | "Are you sure?" |
*
* @param {Detail_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const detail_confirm_title = /** @type {((inputs?: Detail_Confirm_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Confirm_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_detail_confirm_title(inputs)
	if (locale === "de") return de_detail_confirm_title(inputs)
	if (locale === "fr") return fr_detail_confirm_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_detail_confirm_title(inputs)
	return en_detail_confirm_title(inputs)
});