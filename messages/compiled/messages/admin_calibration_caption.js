/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Calibration_CaptionInputs */

const en_admin_calibration_caption = /** @type {(inputs: Admin_Calibration_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy at species per confidence bucket`)
};

const es_admin_calibration_caption = /** @type {(inputs: Admin_Calibration_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acierto en especie por tramo de confianza`)
};

const de_admin_calibration_caption = /** @type {(inputs: Admin_Calibration_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trefferquote bei der Art je Sicherheitsstufe`)
};

const fr_admin_calibration_caption = /** @type {(inputs: Admin_Calibration_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de réussite à l’espèce par tranche de confiance`)
};

const zh_hans1_admin_calibration_caption = /** @type {(inputs: Admin_Calibration_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`各置信度区间在种一级的准确率`)
};

/**
* | output |
* | --- |
* | "Accuracy at species per confidence bucket" |
*
* @param {Admin_Calibration_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_calibration_caption = /** @type {((inputs?: Admin_Calibration_CaptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Calibration_CaptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_calibration_caption(inputs)
	if (locale === "de") return de_admin_calibration_caption(inputs)
	if (locale === "fr") return fr_admin_calibration_caption(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_calibration_caption(inputs)
	return en_admin_calibration_caption(inputs)
});