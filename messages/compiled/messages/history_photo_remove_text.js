/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} History_Photo_Remove_TextInputs */

const en_history_photo_remove_text = /** @type {(inputs: History_Photo_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} of ${i?.count} will be deleted from this identification, with its copies. This cannot be undone.`)
};

const es_history_photo_remove_text = /** @type {(inputs: History_Photo_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto ${i?.number} de ${i?.count} se borrará de esta identificación, con sus copias. No se puede deshacer.`)
};

const de_history_photo_remove_text = /** @type {(inputs: History_Photo_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} von ${i?.count} wird mit seinen Kopien aus dieser Bestimmung gelöscht. Das lässt sich nicht rückgängig machen.`)
};

const fr_history_photo_remove_text = /** @type {(inputs: History_Photo_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo ${i?.number} sur ${i?.count} sera supprimée de cette identification, avec ses copies. Cette action est irréversible.`)
};

const zh_hans1_history_photo_remove_text = /** @type {(inputs: History_Photo_Remove_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 张照片（共 ${i?.count} 张）及其副本将从这条识别记录中删除，且无法撤销。`)
};

/**
* | output |
* | --- |
* | "Photo {number} of {count} will be deleted from this identification, with its copies. This cannot be undone." |
*
* @param {History_Photo_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_photo_remove_text = /** @type {((inputs: History_Photo_Remove_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Photo_Remove_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_photo_remove_text(inputs)
	if (locale === "de") return de_history_photo_remove_text(inputs)
	if (locale === "fr") return fr_history_photo_remove_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_photo_remove_text(inputs)
	return en_history_photo_remove_text(inputs)
});