/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Photo_RemoveInputs */

const en_history_photo_remove = /** @type {(inputs: History_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove this photo`)
};

const es_history_photo_remove = /** @type {(inputs: History_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar esta foto`)
};

const de_history_photo_remove = /** @type {(inputs: History_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto entfernen`)
};

const fr_history_photo_remove = /** @type {(inputs: History_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer cette photo`)
};

const zh_hans1_history_photo_remove = /** @type {(inputs: History_Photo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除这张照片`)
};

/**
* | output |
* | --- |
* | "Remove this photo" |
*
* @param {History_Photo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_remove = /** @type {((inputs?: History_Photo_RemoveInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_RemoveInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_remove(inputs)
	if (locale === "de") return de_history_photo_remove(inputs)
	if (locale === "fr") return fr_history_photo_remove(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_remove(inputs)
	return en_history_photo_remove(inputs)
});