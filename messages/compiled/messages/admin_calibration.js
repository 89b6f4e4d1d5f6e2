/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_CalibrationInputs */

const en_admin_calibration = /** @type {(inputs: Admin_CalibrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calibration`)
};

const es_admin_calibration = /** @type {(inputs: Admin_CalibrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calibración`)
};

const de_admin_calibration = /** @type {(inputs: Admin_CalibrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalibrierung`)
};

const fr_admin_calibration = /** @type {(inputs: Admin_CalibrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calibration`)
};

const zh_hans1_admin_calibration = /** @type {(inputs: Admin_CalibrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`校准`)
};

/**
* | output |
* | --- |
* | "Calibration" |
*
* @param {Admin_CalibrationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_calibration = /** @type {((inputs?: Admin_CalibrationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_CalibrationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_calibration(inputs)
	if (locale === "de") return de_admin_calibration(inputs)
	if (locale === "fr") return fr_admin_calibration(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_calibration(inputs)
	return en_admin_calibration(inputs)
});