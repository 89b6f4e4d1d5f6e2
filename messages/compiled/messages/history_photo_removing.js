/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Photo_RemovingInputs */

const en_history_photo_removing = /** @type {(inputs: History_Photo_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing...`)
};

const es_history_photo_removing = /** @type {(inputs: History_Photo_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitando...`)
};

const de_history_photo_removing = /** @type {(inputs: History_Photo_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entfernt...`)
};

const fr_history_photo_removing = /** @type {(inputs: History_Photo_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrait en cours...`)
};

const zh_hans1_history_photo_removing = /** @type {(inputs: History_Photo_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在移除...`)
};

/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {History_Photo_RemovingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_removing = /** @type {((inputs?: History_Photo_RemovingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_RemovingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_removing(inputs)
	if (locale === "de") return de_history_photo_removing(inputs)
	if (locale === "fr") return fr_history_photo_removing(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_removing(inputs)
	return en_history_photo_removing(inputs)
});