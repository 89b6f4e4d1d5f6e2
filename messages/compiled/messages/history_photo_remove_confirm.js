/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Photo_Remove_ConfirmInputs */

const en_history_photo_remove_confirm = /** @type {(inputs: History_Photo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const es_history_photo_remove_confirm = /** @type {(inputs: History_Photo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const de_history_photo_remove_confirm = /** @type {(inputs: History_Photo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const fr_history_photo_remove_confirm = /** @type {(inputs: History_Photo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const zh_hans1_history_photo_remove_confirm = /** @type {(inputs: History_Photo_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {History_Photo_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_remove_confirm = /** @type {((inputs?: History_Photo_Remove_ConfirmInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_Remove_ConfirmInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_remove_confirm(inputs)
	if (locale === "de") return de_history_photo_remove_confirm(inputs)
	if (locale === "fr") return fr_history_photo_remove_confirm(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_remove_confirm(inputs)
	return en_history_photo_remove_confirm(inputs)
});