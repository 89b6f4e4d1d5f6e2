/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, megabytes: NonNullable<unknown> }} Error_Photo_Copy_Too_LargeInputs */

const en_error_photo_copy_too_large = /** @type {(inputs: Error_Photo_Copy_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo too large to send: ${i?.name}: this browser could not make a copy under ${i?.megabytes} MB to send. Save the photo as a JPEG and choose it again.`)
};

const es_error_photo_copy_too_large = /** @type {(inputs: Error_Photo_Copy_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto demasiado grande para enviarla: ${i?.name}: este navegador no ha podido hacer una copia de menos de ${i?.megabytes} MB para enviarla. Guarda la foto como JPEG y vuelve a elegirla.`)
};

const de_error_photo_copy_too_large = /** @type {(inputs: Error_Photo_Copy_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto zu groß zum Senden: ${i?.name}: Dieser Browser konnte keine Kopie unter ${i?.megabytes} MB zum Senden erstellen. Speichere das Foto als JPEG und wähle es erneut.`)
};

const fr_error_photo_copy_too_large = /** @type {(inputs: Error_Photo_Copy_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo trop volumineuse pour l’envoi : ${i?.name} : ce navigateur n’a pas pu en faire une copie de moins de ${i?.megabytes} Mo à envoyer. Enregistrez la photo au format JPEG et choisissez-la à nouveau.`)
};

const zh_hans1_error_photo_copy_too_large = /** @type {(inputs: Error_Photo_Copy_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`照片过大，无法发送：${i?.name}：此浏览器无法生成小于 ${i?.megabytes} MB 的副本来发送。请将照片另存为 JPEG 后重新选择。`)
};

/**
* | output |
* | --- |
* | "Photo too large to send: {name}: this browser could not make a copy under {megabytes} MB to send. Save the photo as a JPEG and choose it again." |
*
* @param {Error_Photo_Copy_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_photo_copy_too_large = /** @type {((inputs: Error_Photo_Copy_Too_LargeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Photo_Copy_Too_LargeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_photo_copy_too_large(inputs)
	if (locale === "de") return de_error_photo_copy_too_large(inputs)
	if (locale === "fr") return fr_error_photo_copy_too_large(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_photo_copy_too_large(inputs)
	return en_error_photo_copy_too_large(inputs)
});