/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Right_At_RankInputs */

const en_admin_right_at_rank = /** @type {(inputs: Admin_Right_At_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Right at the rank it stopped at`)
};

const es_admin_right_at_rank = /** @type {(inputs: Admin_Right_At_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acertadas en el rango donde se detuvieron`)
};

const de_admin_right_at_rank = /** @type {(inputs: Admin_Right_At_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richtig auf der Stufe, bei der es blieb`)
};

const fr_admin_right_at_rank = /** @type {(inputs: Admin_Right_At_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Justes au rang où elles se sont arrêtées`)
};

const zh_hans1_admin_right_at_rank = /** @type {(inputs: Admin_Right_At_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在所停级别上正确`)
};

/**
* | output |
* | --- |
* | "Right at the rank it stopped at" |
*
* @param {Admin_Right_At_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_right_at_rank = /** @type {((inputs?: Admin_Right_At_RankInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Right_At_RankInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_right_at_rank(inputs)
	if (locale === "de") return de_admin_right_at_rank(inputs)
	if (locale === "fr") return fr_admin_right_at_rank(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_right_at_rank(inputs)
	return en_admin_right_at_rank(inputs)
});