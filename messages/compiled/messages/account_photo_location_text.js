/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Account_Photo_Location_TextInputs */

const en_account_photo_location_text = /** @type {(inputs: Account_Photo_Location_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phones write where a photo was taken into the file. When you do not give a place yourself, ${i?.product} reads it to suggest species that live there and to place the sighting in your log. Only you see the exact spot; the stored photos never carry it.`)
};

const es_account_photo_location_text = /** @type {(inputs: Account_Photo_Location_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los teléfonos guardan en el archivo dónde se tomó una foto. Cuando no indicas tú un lugar, ${i?.product} lo lee para sugerir especies que viven allí y situar el avistamiento en tu registro. Solo tú ves el punto exacto; las fotos guardadas nunca lo llevan.`)
};

const de_account_photo_location_text = /** @type {(inputs: Account_Photo_Location_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Handys schreiben in die Datei, wo ein Foto aufgenommen wurde. Wenn du selbst keinen Ort angibst, liest ${i?.product} ihn, um Arten vorzuschlagen, die dort leben, und die Sichtung in deinem Logbuch zu verorten. Nur du siehst die genaue Stelle; die gespeicherten Fotos enthalten sie nie.`)
};

const fr_account_photo_location_text = /** @type {(inputs: Account_Photo_Location_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les téléphones inscrivent dans le fichier le lieu où une photo a été prise. Quand vous n’indiquez pas de lieu vous-même, ${i?.product} le lit pour suggérer les espèces qui y vivent et placer l’observation dans votre carnet. Vous seul voyez l’endroit exact ; les photos conservées ne le contiennent jamais.`)
};

const zh_hans1_account_photo_location_text = /** @type {(inputs: Account_Photo_Location_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`手机会把照片的拍摄地点写入文件。当你没有自行填写地点时，${i?.product} 会读取它，以推荐当地的物种，并把这次目击放进你的日志。只有你能看到确切位置；保存的照片从不包含它。`)
};

/**
* | output |
* | --- |
* | "Phones write where a photo was taken into the file. When you do not give a place yourself, {product} reads it to suggest species that live there and to place..." |
*
* @param {Account_Photo_Location_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_photo_location_text = /** @type {((inputs: Account_Photo_Location_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Photo_Location_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_photo_location_text(inputs)
	if (locale === "de") return de_account_photo_location_text(inputs)
	if (locale === "fr") return fr_account_photo_location_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_photo_location_text(inputs)
	return en_account_photo_location_text(inputs)
});